import type {ReactNode} from 'react';
import type {ApiEntryData} from '@site/plugins/api-contract/types';
import {paramHistoryLines} from '@site/plugins/shared/api-reference/formatHistory';
import HistoryNotes from './HistoryNotes';
import InlineCode from './InlineCode';
import {missingData} from './missingData';

export interface ApiParamsProps {
  /** Qualified name, e.g. `abstra.tables.select`. */
  name: string;
  /** Injected at build time by plugins/api-contract. */
  data?: ApiEntryData;
}

const KIND_NOTE: Record<string, string> = {
  positional_only: 'positional only',
  keyword_only: 'keyword only',
  var_positional: 'extra positional arguments',
  var_keyword: 'extra keyword arguments',
};

/** Parameters table (name, type, default, description) from the contract and our notes. */
export default function ApiParams({name, data}: ApiParamsProps): ReactNode {
  if (!data) throw missingData('ApiParams', name);
  if (data.params.length === 0) {
    return (
      <p className="api-params api-params--empty" data-api-name={data.name}>
        <code>{data.name.slice(data.module.length + 1)}</code> takes no parameters.
      </p>
    );
  }
  return (
    <table className="api-params" data-api-name={data.name}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {data.params.map((param) => {
          const prefix =
            param.kind === 'var_positional' ? '*' : param.kind === 'var_keyword' ? '**' : '';
          const kindNote = KIND_NOTE[param.kind];
          return (
            <tr key={param.name}>
              <td>
                <code>
                  {prefix}
                  {param.name}
                </code>
                {kindNote ? <div className="api-params__kind">{kindNote}</div> : null}
              </td>
              <td>{param.annotation ? <code>{param.annotation}</code> : '—'}</td>
              <td>
                {param.required ? (
                  <em>required</em>
                ) : param.default !== null ? (
                  <code>{param.default}</code>
                ) : (
                  '—'
                )}
              </td>
              <td>
                {param.deprecated ? <strong>Deprecated. </strong> : null}
                <InlineCode text={param.description} />
                <HistoryNotes lines={paramHistoryLines(param)} className="api-params__history" />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
