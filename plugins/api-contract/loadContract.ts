import fs from 'node:fs';
import AjvModule from 'ajv';
import type {Contract} from './types';

type AjvConstructor = typeof AjvModule;
const Ajv: AjvConstructor =
  (AjvModule as unknown as {default?: AjvConstructor}).default ?? AjvModule;

/** Read the contract and validate it against its JSON Schema; throws with the first errors. */
export function loadContract(contractPath: string, schemaPath: string): Contract {
  const contract = JSON.parse(fs.readFileSync(contractPath, 'utf8')) as unknown;
  const schema = JSON.parse(fs.readFileSync(schemaPath, 'utf8')) as object;
  const ajv = new Ajv({allErrors: true, strict: false});
  const validate = ajv.compile(schema);
  if (!validate(contract)) {
    const details = (validate.errors ?? [])
      .slice(0, 10)
      .map((e) => `  ${e.instancePath || '/'} ${e.message ?? ''}`)
      .join('\n');
    throw new Error(`api-contract: ${contractPath} does not match ${schemaPath}:\n${details}`);
  }
  return contract as Contract;
}
