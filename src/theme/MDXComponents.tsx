import type {ComponentProps, ComponentType, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ApiSignature from '@site/src/components/ApiReference/ApiSignature';
import ApiParams from '@site/src/components/ApiReference/ApiParams';
import WidgetPreview from '@site/src/components/WidgetPreview';
import HydrateLater from '@site/plugins/preact-client/client/HydrateLater';

/**
 * A component whose output (one root element) hydrates in a task of its own, so that a long page
 * does not hydrate in one long task (plugins/preact-client/client/HydrateLater.tsx).
 */
function hydratedLater<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function HydratedLater(props: P): ReactNode {
    return (
      <HydrateLater>
        <Component {...props} />
      </HydrateLater>
    );
  };
}

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table {...props} />;
}

/**
 * The tags an MDX page may use without importing anything. Keep this list short: each entry is
 * part of the authoring vocabulary described in the docs style guide. Code blocks, tables and the
 * larger components hydrate one by one (hydratedLater).
 */
export default {
  ...MDXComponents,
  pre: hydratedLater(MDXComponents.pre),
  table: hydratedLater(Table),
  ApiSignature: hydratedLater(ApiSignature),
  ApiParams: hydratedLater(ApiParams),
  WidgetPreview: hydratedLater(WidgetPreview),
};
