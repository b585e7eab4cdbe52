import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {ApiEntryData} from '@site/plugins/api-contract/types';
import {entryHistoryLines} from '@site/plugins/shared/api-reference/formatHistory';
import {formatSignature} from '@site/plugins/shared/api-reference/formatSignature';
import HistoryNotes from './HistoryNotes';
import {missingData} from './missingData';

export interface ApiSignatureProps {
  /** Qualified name, e.g. `abstra.tables.select`. */
  name: string;
  /** Injected at build time by plugins/api-contract. */
  data?: ApiEntryData;
  /** The signature, highlighted at build time by plugins/code-highlight. */
  highlighted?: string;
}

/** The signature of an abstra function or class, rendered from the API contract. */
export default function ApiSignature({name, data, highlighted}: ApiSignatureProps): ReactNode {
  if (!data) throw missingData('ApiSignature', name);
  const importLine = `from ${data.module} import ${data.name.slice(data.module.length + 1)}`;
  const history = entryHistoryLines(data);
  return (
    <div className="api-signature" data-api-name={data.name} data-api-version={data.version}>
      <HistoryNotes lines={history} className="api-signature__history" />
      {data.deprecated && !history.some((line) => line.kind === 'deprecated') ? (
        <p className="api-signature__deprecated">
          <strong>Deprecated</strong> in abstra {data.version}.
        </p>
      ) : null}
      <CodeBlock language="python" title={importLine} html={highlighted}>
        {formatSignature(data)}
      </CodeBlock>
    </div>
  );
}
