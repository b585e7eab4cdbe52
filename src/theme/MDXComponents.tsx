import MDXComponents from '@theme-original/MDXComponents';
import ApiSignature from '@site/src/components/ApiReference/ApiSignature';
import ApiParams from '@site/src/components/ApiReference/ApiParams';
import WidgetPreview from '@site/src/components/WidgetPreview';

/**
 * The tags an MDX page may use without importing anything. Keep this list short: each entry is
 * part of the authoring vocabulary described in the docs style guide.
 */
export default {
  ...MDXComponents,
  ApiSignature,
  ApiParams,
  WidgetPreview,
};
