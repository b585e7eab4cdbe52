/**
 * Words readers use interchangeably in this documentation, as data
 * (`plugins/search/synonyms.json`). Each group is searched as one: a query
 * word from a group also finds the others. `search:push` sends the same groups
 * to a hosted Algolia index as two-way synonyms, so both modes agree.
 */
import groups from '../synonyms.json';

export const SYNONYM_GROUPS: readonly (readonly string[])[] = groups;
