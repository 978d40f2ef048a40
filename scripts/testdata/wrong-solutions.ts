// The gallery of wrong solutions: each file's first line names its mistake and the verdicts it must get.
import { readFileSync } from 'node:fs';
import { UserError } from '../../judge/base/index.ts';
import type { Verdict } from '../../judge/verdict/index.ts';

/** The verdicts a wrong solution's header promises, e.g. `// WRONG (expect WA or TLE): ...` (`#` in Python). */
export function expectedVerdicts(file: string): Verdict[] {
  const header = readFileSync(file, 'utf8').split('\n', 1)[0];
  const match = /^(?:\/\/|#) WRONG \(expect ((?:AC|WA|RE|TLE|MLE|OLE)(?: or (?:AC|WA|RE|TLE|MLE|OLE))*)\): \S/.exec(header);
  if (!match) throw new UserError(`${file}:1: header: expected "// WRONG (expect WA): what the mistake is", got "${header}"`);
  return match[1].split(' or ') as Verdict[];
}

