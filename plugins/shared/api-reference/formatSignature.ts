import type {ApiEntryData, ApiParamData} from '../../api-contract/types';

/** Width above which the signature is split one parameter per line. */
export const MAX_LINE = 80;

export function formatParam(
  param: Pick<ApiParamData, 'name' | 'kind' | 'annotation' | 'default'>,
): string {
  const prefix = param.kind === 'var_positional' ? '*' : param.kind === 'var_keyword' ? '**' : '';
  let text = `${prefix}${param.name}`;
  if (param.annotation) text += `: ${param.annotation}`;
  if (param.default !== null)
    text += param.annotation ? ` = ${param.default}` : `=${param.default}`;
  return text;
}

/** Parameter list with the `/` and `*` markers Python needs. */
export function paramParts(params: ApiEntryData['params']): string[] {
  const parts: string[] = [];
  const lastPositionalOnly = params.map((p) => p.kind).lastIndexOf('positional_only');
  const hasVarPositional = params.some((p) => p.kind === 'var_positional');
  let starWritten = hasVarPositional;
  params.forEach((param, index) => {
    if (param.kind === 'keyword_only' && !starWritten) {
      parts.push('*');
      starWritten = true;
    }
    parts.push(formatParam(param));
    if (index === lastPositionalOnly) parts.push('/');
  });
  return parts;
}

/**
 * Python source for an entry: `def name(...) -> ret` for functions, `class Name(...)` showing
 * the constructor parameters for classes. Wrapped one parameter per line when too long.
 */
export function formatSignature(entry: ApiEntryData, maxLine: number = MAX_LINE): string {
  const shortName = entry.name.slice(entry.name.lastIndexOf('.') + 1);
  const head = entry.kind === 'class' ? `class ${shortName}(` : `def ${shortName}(`;
  const tail =
    entry.kind === 'function' && entry.returns
      ? `) -> ${entry.returns}:`
      : entry.kind === 'class'
        ? '):'
        : '):';
  const parts = paramParts(entry.params);
  const oneLine = `${head}${parts.join(', ')}${tail}`;
  if (oneLine.length <= maxLine || parts.length === 0) return `${oneLine} ...`;
  return `${head}\n${parts.map((p) => `    ${p},`).join('\n')}\n${tail} ...`;
}
