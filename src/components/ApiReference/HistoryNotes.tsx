import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {HistoryLine} from '@site/plugins/shared/api-reference/formatHistory';
import styles from './HistoryNotes.module.css';

/** Version notes as inline text, `code` spans kept. */
export function HistorySegments({line}: {line: HistoryLine}): ReactNode {
  return (
    <>
      {line.segments.map((segment, index) =>
        'code' in segment ? (
          <code key={index}>{segment.code}</code>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** One element per note, each with a class naming its kind (`api-history__added`, …). */
export default function HistoryNotes({
  lines,
  className,
}: {
  lines: HistoryLine[];
  className: string;
}): ReactNode {
  if (lines.length === 0) return null;
  return (
    <div
      className={clsx(
        className,
        styles.notes,
        className.startsWith('api-signature') && styles.signatureNotes,
      )}
    >
      {lines.map((line, index) => (
        <span key={index} className={`api-history__${line.kind}`}>
          {index > 0 ? ' ' : null}
          <HistorySegments line={line} />
        </span>
      ))}
    </div>
  );
}
