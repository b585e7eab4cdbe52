// @types/react-dom is not a dependency of this site; the search wrappers only use createPortal.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';
  export function createPortal(
    children: ReactNode,
    container: Element | DocumentFragment,
    key?: string | null,
  ): ReactPortal;
}

// DocSearch's stylesheet entry point: a side-effect import with no types.
declare module '@docsearch/react/style';
