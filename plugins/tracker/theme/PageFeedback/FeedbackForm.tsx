/**
 * The "Was this page helpful?" form (loaded by ./index.tsx when the page is idle). Sent through
 * the site's `feedback` events, which the tracker records. One vote and one comment per page per tab session.
 */
import {useEffect, useId, useState, type FormEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';

import {emitSiteEvent} from '../../../shared/siteEvents';
import {browserPrivacySignal, type PrivacySignal} from '../../client/privacy';
import styles from './styles.module.css';

export const MAX_COMMENT_LENGTH = 500;
const STORAGE_PREFIX = 'abstra-feedback:';

type Step = 'ask' | 'comment' | 'done';

function readStep(path: string): Step {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_PREFIX + path);
    return stored === 'voted' ? 'comment' : stored === 'done' ? 'done' : 'ask';
  } catch {
    return 'ask';
  }
}

function writeStep(path: string, value: 'voted' | 'done'): void {
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + path, value);
  } catch {
    // Storage unavailable: the limit then holds for this page view only.
  }
}

export default function FeedbackForm(): ReactNode {
  const {pathname} = useLocation();
  const [step, setStep] = useState<Step>('ask');
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [blockedBy, setBlockedBy] = useState<PrivacySignal | null>(null);
  const commentId = useId();

  useEffect(() => {
    setStep(readStep(pathname));
    setComment('');
    setBlockedBy(null);
  }, [pathname]);

  const vote = (value: boolean) => {
    if (readStep(pathname) !== 'ask') return;
    // The tracker sends nothing under a privacy signal: say so instead of thanking for a vote.
    const signal = browserPrivacySignal();
    if (signal) {
      setBlockedBy(signal);
      return;
    }
    setHelpful(value);
    emitSiteEvent('feedback', {helpful: value});
    writeStep(pathname, 'voted');
    setStep('comment');
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim().slice(0, MAX_COMMENT_LENGTH);
    if (text && readStep(pathname) === 'comment') {
      emitSiteEvent('feedback_comment', {helpful: helpful ?? false, comment: text});
    }
    writeStep(pathname, 'done');
    setStep('done');
  };

  return (
    <section className={styles.feedback} aria-labelledby={`${commentId}-title`} data-page-feedback>
      {step === 'ask' && blockedBy && (
        <p id={`${commentId}-title`} className={styles.title} role="status">
          Nothing was sent: your browser has {blockedBy} turned on, and this site respects it.
        </p>
      )}
      {step === 'ask' && !blockedBy && (
        <div className={styles.row}>
          <h2 id={`${commentId}-title`} className={styles.title}>
            Was this page helpful?
          </h2>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => vote(true)}
          >
            Yes
          </button>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => vote(false)}
          >
            No
          </button>
        </div>
      )}
      {step === 'comment' && (
        <form onSubmit={send}>
          <h2 id={`${commentId}-title`} className={styles.title}>
            Thanks! Anything we should add or fix? (optional)
          </h2>
          <label htmlFor={commentId} className={styles.label}>
            Comment, up to {MAX_COMMENT_LENGTH} characters
          </label>
          <textarea
            id={commentId}
            className={styles.textarea}
            maxLength={MAX_COMMENT_LENGTH}
            rows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <div className={styles.row}>
            <button type="submit" className="button button--sm button--primary">
              Send
            </button>
            <span className={styles.count} aria-live="polite">
              {comment.length}/{MAX_COMMENT_LENGTH}
            </span>
          </div>
        </form>
      )}
      {step === 'done' && (
        <p id={`${commentId}-title`} className={styles.title} role="status">
          Thanks for your feedback.
        </p>
      )}
    </section>
  );
}
