import React, {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

let hasCrashedOnce = false;
let recoveryScheduled = false;

function CrashingPanel(): ReactNode {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (hydrated && !hasCrashedOnce) {
    // React retries a failed render once in the same task before it shows the
    // error boundary, so the panel may only recover in a later task.
    if (!recoveryScheduled) {
      recoveryScheduled = true;
      setTimeout(() => {
        hasCrashedOnce = true;
      }, 0);
    }
    throw new Error('The approval panel failed to render.', {
      cause: new Error('The purchase request has no amount.'),
    });
  }
  return <p>{hydrated ? 'The panel rendered after Try again.' : 'Rendering the panel…'}</p>;
}

/**
 * A page that crashes once on purpose after hydration, so the end-to-end
 * tests can prove the theme's crash screen and its "Try again" button.
 * It is left out of the sitemap, the search index and robots.
 */
export default function CrashTestPage(): ReactNode {
  return (
    <Layout title="Crash test" description="Test page for the crash screen." noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <CrashingPanel />
      </main>
    </Layout>
  );
}
