import fs from 'node:fs';

import {checkData, pointer} from '../shared/validation';
import {CONTRACT_SCHEMA} from './contractSchema';
import type {Contract} from './types';

/** Problems listed at most, so a wholly wrong file stays readable. */
const MAX_PROBLEMS = 10;

/** Checks a parsed contract against contractSchema.ts; throws naming the file and each field. */
export function checkContract(contract: unknown, contractPath: string): Contract {
  const result = checkData(CONTRACT_SCHEMA, contract);
  if (!result.ok) {
    const details = result.problems
      .slice(0, MAX_PROBLEMS)
      .map((problem) => `  ${pointer(problem.path)} ${problem.message}`)
      .join('\n');
    throw new Error(
      `api-contract: ${contractPath} does not have the contract's shape ` +
        `(plugins/api-contract/contractSchema.ts):\n${details}\n` +
        'Regenerate it with "npm run api:contract".',
    );
  }
  return result.value as Contract;
}

/** Reads the contract and validates it (contractSchema.ts); throws with the first problems. */
export function loadContract(contractPath: string): Contract {
  return checkContract(JSON.parse(fs.readFileSync(contractPath, 'utf8')) as unknown, contractPath);
}
