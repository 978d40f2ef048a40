// Each problem's tools in one table: validator, accepted solution, second solver and generator.
import { UserError } from '../../kit/errors.ts';
import * as bhojGenerator from '../../problems/bhoj-1460/generator.ts';
import * as bhojValidator from '../../problems/bhoj-1460/validator.ts';
import * as lolGenerator from '../../problems/lanqiao-lol/generator.ts';
import * as lolValidator from '../../problems/lanqiao-lol/validator.ts';
import * as leetcodeGenerator from '../../problems/leetcode-913/generator.ts';
import * as leetcodeValidator from '../../problems/leetcode-913/validator.ts';
import * as bhojAccepted from '../../solutions/bhoj-1460.ts';
import * as lolAccepted from '../../solutions/lanqiao-lol.ts';
import * as leetcodeAccepted from '../../solutions/leetcode-913.ts';
import * as bhojReference from '../../solutions/reference/bhoj-1460.ts';
import * as lolReference from '../../solutions/reference/lanqiao-lol.ts';
import * as leetcodeReference from '../../solutions/reference/leetcode-913.ts';
import type { Validator } from './validation.ts';

export interface GeneratedCase {
  name: string;
  input: string;
}

export interface ProblemTools {
  validate: Validator;
  accepted: (input: string) => string;
  /** The second solver: one answer line per answer of the accepted solution, "?" where it cannot tell. */
  reference: (input: string) => string;
  generate: () => GeneratedCase[];
}

const TOOLS: Record<string, ProblemTools> = {
  'leetcode-913': { validate: leetcodeValidator.validate, accepted: leetcodeAccepted.solve, reference: leetcodeReference.solve, generate: leetcodeGenerator.generate },
  'bhoj-1460': { validate: bhojValidator.validate, accepted: bhojAccepted.solve, reference: bhojReference.solve, generate: bhojGenerator.generate },
  'lanqiao-lol': { validate: lolValidator.validate, accepted: lolAccepted.solve, reference: lolReference.solve, generate: lolGenerator.generate },
};

export const TOOL_IDS = Object.keys(TOOLS).sort();

export function toolsFor(id: string): ProblemTools {
  const tools = TOOLS[id];
  if (!tools) throw new UserError(`unknown problem id '${id}'; known ids: ${TOOL_IDS.join(', ')}`);
  return tools;
}

export interface Confirmation {
  confirmed: number;
  unconfirmed: number;
}

/**
 * Checks the accepted answer against the second solver line by line. Returns the counts, or the first line where
 * they disagree.
 */
export function confirmAnswer(tools: ProblemTools, input: string, answer: string): Confirmation | { line: number; accepted: string; reference: string } {
  const mine = answer.trimEnd().split('\n');
  const theirs = tools.reference(input).trimEnd().split('\n');
  let confirmed = 0;
  let unconfirmed = 0;
  for (let i = 0; i < Math.max(mine.length, theirs.length); i++) {
    if (theirs[i] === '?') unconfirmed++;
    else if (theirs[i] === mine[i]) confirmed++;
    else return { line: i + 1, accepted: mine[i] ?? '(none)', reference: theirs[i] ?? '(none)' };
  }
  return { confirmed, unconfirmed };
}
