/**
 * Hydrates its child in a task of its own (client/hydrationQueue.ts). The child must render one
 * root element: Preact keeps exactly one server-rendered node for a subtree that suspends while
 * hydrating. On the server, and for any render after the page has hydrated, it renders the child
 * as it is.
 */
import {Suspense, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {deferHydration} from './hydrationQueue';

interface Pending {
  done: boolean;
  promise: Promise<void>;
}

function Gate({pending, children}: {pending: Pending | null; children: ReactNode}): ReactNode {
  if (pending && !pending.done) throw pending.promise;
  return children;
}

export default function HydrateLater({children}: {children: ReactNode}): ReactNode {
  const [pending] = useState<Pending | null>(() => {
    const promise = ExecutionEnvironment.canUseDOM ? deferHydration() : null;
    if (!promise) return null;
    const state: Pending = {done: false, promise};
    promise.then(() => {
      state.done = true;
    });
    return state;
  });
  if (!pending) return children;
  return (
    <Suspense fallback={null}>
      <Gate pending={pending}>{children}</Gate>
    </Suspense>
  );
}
