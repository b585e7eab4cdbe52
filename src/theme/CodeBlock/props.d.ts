/** The prebuilt markup prop of src/theme/CodeBlock, for callers typed against `@theme/CodeBlock`. */
import '@theme/CodeBlock';

declare module '@theme/CodeBlock' {
  interface Props {
    /** Inner HTML of `<code>`, prebuilt by plugins/code-highlight. */
    readonly html?: string;
  }
}
