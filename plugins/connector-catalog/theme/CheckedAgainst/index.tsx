import checked from '@abstra-connector-catalog/checked';

import View from './View';
import './styles.css';

/** On a provider page: when its third-party facts were checked (catalog.yml `facts`). */
export default function CheckedAgainst({provider}: {provider: string}) {
  return <View checked={checked} provider={provider} />;
}
