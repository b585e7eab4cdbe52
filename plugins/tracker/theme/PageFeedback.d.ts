// The tracker's theme component, for code that renders it through the alias.
declare module '@theme/PageFeedback' {
  import type {ReactNode} from 'react';

  export default function PageFeedback(): ReactNode;
}
