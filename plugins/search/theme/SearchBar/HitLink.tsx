import React, {type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

type DocusaurusWindow = Window & {docusaurus?: {preload: (path: string) => unknown}};

/**
 * One hit: a plain link that navigates in the SPA on a plain left click, and
 * preloads its page when pointed at, as Docusaurus's `<Link>` does. Not
 * `<Link>` itself: it prefetches the route chunks of every hit that is on
 * screen, through an IntersectionObserver that its ref callback re-creates
 * on every render, so each keystroke matched routes and appended `<link
 * rel=prefetch>` tags for up to 20 hits. Profiled over 15 keystrokes in the
 * warm modal (load 4.4, 2 cores): about 105 ms of main-thread time in
 * route matching, `gca` and `appendChild`, and a download of 20 pages'
 * chunks behind every query. A stable component, so React keeps hit nodes
 * across keystrokes.
 */
export default function HitLink({
  hit,
  children,
}: {
  hit: {url: string};
  children: ReactNode;
}): React.JSX.Element {
  const history = useHistory();
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(hit.url);
  };
  const preload = () => {
    (window as DocusaurusWindow).docusaurus?.preload(hit.url.split('#')[0]!);
  };
  return (
    <a href={hit.url} onClick={onClick} onMouseEnter={preload} onTouchStart={preload}>
      {children}
    </a>
  );
}
