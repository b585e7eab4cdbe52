/**
 * `@theme/PageFeedback`, shipped by the tracker plugin: "Was this page helpful?" at the end of
 * each doc page (src/theme/DocItem/Footer renders it). Renders nothing when the tracker is off
 * (no sink, or not a production build). The form sits below the content, so it is not needed at
 * first paint: its code is a separate chunk, loaded once the page is idle after hydration.
 */
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';

import type {TrackerGlobalData} from '../../shared/types';

const FeedbackForm = lazy(() => import('./FeedbackForm'));

/** False during server rendering and hydration; true once the browser is idle. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), {timeout: 2000});
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}

export default function PageFeedback(): ReactNode {
  const data = usePluginData('abstra-tracker') as TrackerGlobalData | undefined;
  const idle = useIdle();
  if (!data?.enabled || !idle) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackForm />
    </Suspense>
  );
}
