/**
 * Privacy signals: Do Not Track (every spelling browsers have used) and Global Privacy Control.
 * Any one of them set means nothing is sent, at all.
 */
export interface PrivacySignals {
  /** The standard place: `'1'` when on (Firefox before 9 said `'yes'`). */
  doNotTrack?: string | null;
  /** Internet Explorer 9 and 10. */
  msDoNotTrack?: string | null;
  /** https://privacycg.github.io/gpc-spec/ */
  globalPrivacyControl?: boolean;
}

/** `window.doNotTrack`: where Internet Explorer 11 and older Safari and Edge put it. */
export interface WindowPrivacySignals {
  doNotTrack?: string | null;
}

export type PrivacySignal = 'Do Not Track' | 'Global Privacy Control';

const dntOn = (value: unknown) =>
  typeof value === 'string' && ['1', 'yes'].includes(value.trim().toLowerCase());

/** The privacy signal the browser sends, or null when there is none. */
export function privacySignal(
  nav: PrivacySignals | undefined,
  win?: WindowPrivacySignals,
): PrivacySignal | null {
  if (nav?.globalPrivacyControl === true) return 'Global Privacy Control';
  if (dntOn(nav?.doNotTrack) || dntOn(nav?.msDoNotTrack) || dntOn(win?.doNotTrack)) {
    return 'Do Not Track';
  }
  return null;
}

/** True when events may be sent: a browser (a navigator) and no privacy signal. */
export function trackingAllowed(
  nav: PrivacySignals | undefined,
  win?: WindowPrivacySignals,
): boolean {
  return nav !== undefined && privacySignal(nav, win) === null;
}

/** The signal this browser sends (call in the browser only: in an effect or an event handler). */
export function browserPrivacySignal(): PrivacySignal | null {
  return privacySignal(navigator as PrivacySignals, window as WindowPrivacySignals);
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
