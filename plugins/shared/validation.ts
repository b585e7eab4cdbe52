/**
 * The one validation library of the site's own code: Joi, through `@docusaurus/utils-validation`
 * (Docusaurus's convention for plugin options), for data files too. `checkData` runs a schema
 * over a value and returns every problem with its path, so that each caller can say which file
 * and which field in its own words.
 */
import {Joi} from '@docusaurus/utils-validation';

export {Joi};

/** One problem: where (`['providers', 0, 'slug']`) and what, without repeating the field name. */
export interface DataProblem {
  path: Array<string | number>;
  message: string;
}

export type Checked<T> = {ok: true; value: T} | {ok: false; problems: DataProblem[]};

/**
 * Validates `value` against `schema`, collecting every problem (not only the first). Defaults and
 * conversions the schema declares (`trim()`, `default()`) are applied to the returned value.
 */
export function checkData<T>(schema: Joi.Schema<T>, value: unknown): Checked<T> {
  const result = schema.validate(value, {abortEarly: false, errors: {wrap: {label: false}}});
  if (!result.error) return {ok: true, value: result.value as T};
  return {
    ok: false,
    problems: result.error.details.map((detail) => {
      // Joi starts its own messages with the field's label: the caller names the field already.
      const label = detail.context?.label;
      const message =
        label && detail.message.startsWith(`${label} `)
          ? detail.message.slice(label.length + 1)
          : detail.message;
      return {path: detail.path, message};
    }),
  };
}

/** `modules.abstra.tables.members` → `/modules/abstra.tables/members`: a JSON pointer of a path. */
export function pointer(path: ReadonlyArray<string | number>): string {
  return `/${path.join('/')}`;
}
