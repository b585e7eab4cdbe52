import type {ReactNode} from 'react';

/** Render `backticked` spans of a note as <code>; everything else as text. */
export default function InlineCode({text}: {text: string}): ReactNode {
  const parts = text.split(/(`[^`]+`)/g).filter((part) => part !== '');
  return (
    <>
      {parts.map((part, index) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
          <code key={index}>{part.slice(1, -1)}</code>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </>
  );
}
