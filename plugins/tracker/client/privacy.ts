/** Do Not Track and Global Privacy Control: either one set means nothing is sent, at all. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export function trackingAllowed(nav: PrivacySignals | undefined): boolean {
  if (!nav) return false;
  return nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true;
}

const SESSION_KEY = 'abstra-tracker-session';

/** A random id per tab (sessionStorage), the only identifier ever sent. */
export function sessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  const fresh = () =>
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  try {
    const existing = storage?.getItem(SESSION_KEY);
    if (existing) return existing;
    const id = fresh();
    storage?.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return fresh();
  }
}
