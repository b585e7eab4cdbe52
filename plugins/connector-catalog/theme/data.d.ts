// The catalog data written by the plugin at build time (see ../index.ts, DATA_ALIAS).
declare module '@abstra-connector-catalog/data' {
  import type {CatalogData} from '@site/plugins/connector-catalog/shared/types';
  const data: CatalogData;
  export default data;
}

// The component this plugin ships through getThemePath (registered in src/theme/MDXComponents).
declare module '@theme/ConnectorCatalog' {
  import type {ReactNode} from 'react';
  export default function ConnectorCatalog(): ReactNode;
}

// The check dates written by the plugin at build time (see ../index.ts, CHECKED_ALIAS).
declare module '@abstra-connector-catalog/checked' {
  import type {CheckedNotes} from '@site/plugins/connector-catalog/shared/types';
  const checked: CheckedNotes;
  export default checked;
}

// Shown on provider pages: `<CheckedAgainst provider="<slug>" />`.
declare module '@theme/CheckedAgainst' {
  import type {ReactNode} from 'react';
  export default function CheckedAgainst(props: {provider: string}): ReactNode;
}
