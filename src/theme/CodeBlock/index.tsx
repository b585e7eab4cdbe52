/**
 * Replaces the classic theme's CodeBlock, which tokenizes with Prism in the
 * browser (twice: once to hydrate, once more after mount). Fenced blocks arrive
 * highlighted from the build (plugins/code-highlight) as the `html` prop; the
 * component only lays out the title, the code and the copy button. Markup is
 * valid HTML: `<code>` holds `<span>`s and text, never block elements.
 *
 * Not a wrapper on purpose: rendering `@theme-original/CodeBlock` for any case
 * would put Prism back in the bundle. A block given as plain children (a
 * `<CodeBlock>` written in JSX without `html`) is shown as plain text.
 */
import {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ThemeClassNames} from '@docusaurus/theme-common';

import CopyButton from './CopyButton';
import styles from './styles.module.css';

export interface Props {
  readonly children?: ReactNode;
  /** `language-xxx`, from the code fence. */
  readonly className?: string;
  /** Overrides the language of `className`. */
  readonly language?: string;
  readonly title?: ReactNode;
  /** Inner HTML of `<code>`, prebuilt by plugins/code-highlight. */
  readonly html?: string;
  /** Accepted for compatibility with the classic theme; read at build time. */
  readonly metastring?: string;
}

export default function CodeBlock({
  children,
  className,
  language: languageProp,
  title,
  html,
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const preRef = useRef<HTMLPreElement>(null);
  const language = languageProp ?? className?.match(/language-(\S+)/)?.[1] ?? 'text';
  const code =
    html !== undefined ? (
      <code className={styles.lines} dangerouslySetInnerHTML={{__html: html}} />
    ) : (
      <code className={styles.lines}>{children}</code>
    );
  return (
    <div
      className={clsx(ThemeClassNames.common.codeBlock, `language-${language}`, styles.container)}
    >
      {title ? <div className={styles.title}>{title}</div> : null}
      <div className={styles.content}>
        {/* A block that scrolls sideways must be reachable with the keyboard (WCAG 2.1.1). */}
        <pre ref={preRef} tabIndex={0} className={clsx(styles.pre, 'thin-scrollbar')}>
          {code}
        </pre>
        {/* Like the classic theme, the button is not server-rendered: it needs JavaScript. */}
        {isBrowser ? (
          <div className={styles.buttons}>
            <CopyButton getText={() => preRef.current?.textContent ?? ''} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
