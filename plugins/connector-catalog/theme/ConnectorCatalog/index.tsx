import Link from '@docusaurus/Link';
import data from '@abstra-connector-catalog/data';

import View from './View';
import './styles.css';

/** The connector provider index, from docs/tools/connectors/providers/catalog.yml. */
export default function ConnectorCatalog() {
  return <View data={data} LinkComponent={Link} />;
}
