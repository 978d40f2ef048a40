// The gallery of wrong solutions: each file's first line names its mistake and the verdicts it must get.
import { readFileSync } from 'node:fs';
import { UserError } from '../../judge/base/index.ts';
import { VERDICTS, type Verdict } from '../../judge/verdict/index.ts';

const ONE = `(?:${VERDICTS.join('|')})`;
const HEADER = new RegExp(`^(?://|#) WRONG \\(expect (${ONE}(?: or ${ONE})*)\\): \\S`);

/** The verdicts a wrong solution's header promises, e.g. `// WRONG (expect WA or TLE): ...` (`#` in Python). */
export function expectedVerdicts(file: string): Verdict[] {
  const header = readFileSync(file, 'utf8').split('\n', 1)[0];
  const match = HEADER.exec(header);
  if (!match)
    throw new UserError(`${file}:1: header: expected "// WRONG (expect WA): what the mistake is", got "${header}"`);
  return match[1].split(' or ') as Verdict[];
}
