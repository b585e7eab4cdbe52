/**
 * Words readers use interchangeably in this documentation. Each group is
 * searched as one: a query word from a group also finds the others. The same
 * groups are pushed to a hosted Algolia index as two-way synonyms.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['dir', 'directory', 'folder'],
  ['db', 'database', 'postgres', 'postgresql'],
  ['env', 'environment'],
  ['envvar', 'env-var', 'environment-variable'],
  ['auth', 'authentication'],
  ['email', 'e-mail'],
  ['schedule', 'cron'],
  ['webhook', 'hook'],
  ['llm', 'gpt', 'chatgpt'],
  ['attachment', 'attach'],
  ['dataframe', 'pandas'],
  ['migrate', 'migration', 'upgrade'],
];
