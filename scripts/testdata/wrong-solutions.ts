// The gallery of wrong solutions: each file's first line names its mistake and the verdicts it must get, and in a
// problem scored in points the points it must get, one figure or a range: `// WRONG (expect TLE; 50 points): ...`.
import { readFileSync } from 'node:fs';
import { UserError } from '../../judge/base/index.ts';
import { VERDICTS, type Verdict } from '../../judge/verdict/index.ts';

const ONE = `(?:${VERDICTS.join('|')})`;
const NUMBER = '\\d+(?:\\.\\d+)?';
const HEADER = new RegExp(
  `^(?://|#) WRONG \\(expect (${ONE}(?: or ${ONE})*)(?:; (${NUMBER})(?:-(${NUMBER}))? points)?\\): \\S`,
);

function header(file: string): RegExpExecArray {
  const first = readFileSync(file, 'utf8').split('\n', 1)[0];
  const match = HEADER.exec(first);
  if (!match)
    throw new UserError(
      `${file}:1: header: expected "// WRONG (expect WA): what the mistake is" (or "(expect TLE; 40-60 points)" where the problem is scored), got "${first}"`,
    );
  return match;
}

/** The verdicts a wrong solution's header promises, e.g. `// WRONG (expect WA or TLE): ...` (`#` in Python). */
export function expectedVerdicts(file: string): Verdict[] {
  return header(file)[1].split(' or ') as Verdict[];
}

/** The points it promises where the problem is scored (`; 50 points`, `; 40-60 points`), as [least, most]; or null. */
export function expectedPoints(file: string): [number, number] | null {
  const [, , low, high] = header(file);
  return low === undefined ? null : [Number(low), Number(high ?? low)];
}
