// The files a new problem starts with (`npm run new <id>`): a small working problem (the sum of a list of
// integers) whose every part says what to replace, so that the judge, gen, add-case, verify and stress run on it
// from the first minute. Each template is a function of the id, the one outside text they hold, checked first
// (filesOfId): a problem id is lower-case letters, digits and '-', so it can end no comment, string or path.
import { sourceLiteral } from '../../judge/base/index.ts';
import { PROBLEM_ID } from '../../judge/registry/index.ts';

/** The files `make` writes for `id`, once the id is known to hold nothing but an id's characters. */
export function filesOfId(id: string, make: (id: string) => Template[]): Template[] {
  if (!PROBLEM_ID.test(id)) throw new TypeError(`a template was given ${sourceLiteral(id)}, which is no problem id`);
  return make(id);
}

export interface Template {
  /** Path from the root. */
  path: string;
  content: string;
}

const problemTs = (
  id: string,
) => `// ${id}: what the kit knows of this problem. Every command finds it here; nothing else needs editing.
import { defineProblem } from '../_authoring/index.ts';
// import { check } from './checker.ts'; // with the checker line below, for a problem with more than one right answer
import { generate } from './generator.ts';
import { input } from './input-format.ts';
import { stress } from './stress.ts';
import { validate } from './validator.ts';

export default defineProblem({
  id: ${sourceLiteral(id)},
  title: 'TODO: the name of the problem (and where it is from)',
  onlineJudge: 'TODO: the online judge it is submitted to',
  // The judge's limits: CPU time per test, memory, output. Add wallMs to change the wall-clock cap (2 x timeMs + 1 s).
  limits: { timeMs: 1000, memoryMb: 256, outputMb: 16 },
  // The Node.js version the judge runs, as an esbuild target: the bundle is lowered to it.
  bundleTarget: 'node12',
  validate,
  input,
  // How the judge's page draws a case, with the line of play stepped on it: a row of cells (one character each) or a
  // graph ({ kind: 'graph', lists, marks }); see problems/_authoring/README.md. The example draws the list's digits.
  // picture: (values) => ({ kind: 'row', row: values.join(' ') }),
  generate,
  stress,
  // checker: check,
});
`;

const validatorTs = (
  id: string,
) => `// Validator for ${id} inputs. Replace the format below with the statement's: say which line and which field is
// wrong, and what was expected. Every test file and every added or generated case goes through it.
import { int, inputLines, tokensOf, type Invalid } from '../_authoring/index.ts';

export const MAX_COUNT = 100;
export const MIN_VALUE = -1_000_000_000;
export const MAX_VALUE = 1_000_000_000;
/** Each field's bounds, as the statement gives them: int(min, max), signed; bigInt(min, max) past 2^53. */
const COUNT = int(1, MAX_COUNT);
const VALUE = int(MIN_VALUE, MAX_VALUE);

/** The example format: a count n (1..MAX_COUNT) on line 1, then n integers (MIN_VALUE..MAX_VALUE) on line 2. */
export function validate(input: string): Invalid | null {
  const lines = inputLines(input);
  const first = tokensOf(lines[0] ?? '');
  const n = COUNT.read(first[0]);
  if ('message' in n) return { line: 1, field: 'n', message: n.message };
  if (first.length !== 1) return { line: 1, field: 'n', message: \`expected one integer, got "\${lines[0]}"\` };
  if (lines.length !== 2) {
    return { line: Math.min(lines.length, 2) + 1, field: 'lines', message: \`expected 2 lines, found \${lines.length}\` };
  }
  const values = tokensOf(lines[1]);
  if (values.length !== n.value) {
    return { line: 2, field: 'values', message: \`expected \${n.value} integers, found \${values.length}\` };
  }
  for (let i = 0; i < n.value; i++) {
    const v = VALUE.read(values[i]);
    if ('message' in v) return { line: 2, field: \`value \${i + 1}\`, message: v.message };
  }
  return null;
}
`;

const generatorTs = (
  id: string,
) => `// Generated tests for ${id}: \`npm run gen\` writes them to testdata/${id}/random/, answered by the accepted
// solution and confirmed by the second solver. Deterministic: a fixed seed, so the same code gives the same bytes.
// Aim each family at a way a solution can go wrong: the smallest and largest cases, the extremes of each value.
import { Rng, type GeneratedCase } from '../_authoring/index.ts';
import { input } from './input-format.ts';
import { MAX_COUNT, MAX_VALUE, MIN_VALUE } from './validator.ts';

const SEED = 1;

export function generate(): GeneratedCase[] {
  const rng = new Rng(SEED);
  const cases: GeneratedCase[] = [];
  const add = (name: string, values: number[]) => cases.push({ name, input: input.write([values]) });
  for (let i = 1; i <= 10; i++) {
    const values = Array.from({ length: rng.int(1, MAX_COUNT) }, () => rng.int(MIN_VALUE, MAX_VALUE));
    add(\`random-\${String(i).padStart(2, '0')}\`, values);
  }
  add('smallest', [0]);
  add('largest', new Array<number>(MAX_COUNT).fill(MAX_VALUE));
  add('most-negative', new Array<number>(MAX_COUNT).fill(MIN_VALUE));
  return cases;
}
`;

const stressTs = (
  id: string,
) => `// Stress cases for ${id} (\`npm run stress -- ${id} --solution FILE\`): small random cases that fast-check draws
// and shrinks, guided cases where random ones seldom go, and how to make a failing case smaller.
import { fc, smallerList, type Rng, type StressSubject } from '../_authoring/index.ts';
import { input } from './input-format.ts';

export const stress: StressSubject<number[]> = {
  arbitrary: fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 8 }),
  guided: (rng: Rng) => () => Array.from({ length: rng.int(1, 100) }, () => rng.int(-1_000_000_000, 1_000_000_000)),
  format: (values) => input.write([values]),
  // One at a time, halves first: a failing case of 200,000 values loses half of itself at a step while it can.
  smaller: smallerList,
  describe: (values) => \`\${values.length} values\`,
  // Whether the second solver answers this case quickly; where it does not, the accepted solution's answer is expected.
  secondSolverIsQuick: () => true,
};
`;

const inputFormatTs = (
  id: string,
) => `// How ${id} input files hold cases: read a valid file into its cases, write cases back into a file. Stress
// and the generator write with it; tools that explain or transform inputs read with it.
import type { InputFormat } from '../_authoring/index.ts';

/** The example format holds one case a file: n, then the n values on one line. */
export const input: InputFormat<number[]> = {
  read: (text) => [text.split('\\n')[1].trim().split(/\\s+/).map(Number)],
  write(cases) {
    if (cases.length !== 1) throw new Error(\`an input holds one list, not \${cases.length}\`);
    return \`\${cases[0].length}\\n\${cases[0].join(' ')}\\n\`;
  },
};
`;

const checkerTs = (
  id: string,
) => `// A checker for ${id}, for a problem with more than one right answer: declare it in problem.ts (\`checker: check\`)
// and the judge, verify, stress and add-case use it instead of comparing the output with the answer file.
// \`expected\` is the accepted solution's answer (the .ans file). Return why an output is wrong in one line.
import type { CheckResult } from '../_authoring/index.ts';

/** The example: any output whose numbers add up to the expected sum is right (say, when any split is allowed). */
export function check(input: string, expected: string, output: string): CheckResult {
  const numbers = output.trim().split(/\\s+/).filter(Boolean).map(Number);
  if (numbers.length === 0 || numbers.some((x) => !Number.isInteger(x))) {
    return { accepted: false, reason: \`expected integers, got "\${output.trim().slice(0, 40)}"\` };
  }
  const total = numbers.reduce((a, b) => a + b, 0);
  const want = Number(expected.trim());
  if (total === want) return { accepted: true };
  const count = input.split('\\n')[0];
  return { accepted: false, reason: \`the numbers add up to \${total}, not \${want} (input of \${count} values)\` };
}
`;

const statementMd = (id: string) => `# ${id}: TODO the problem's name

TODO: the statement in your own words: the rules, what to print, and anything the original leaves unsaid.

## Input
The example format (replace it): a count n (1 <= n <= 100) on the first line, then n integers (0 to 1,000,000).

## Output
The example: their sum.

## Limits
1 s CPU, 256 MB (see problem.ts).

## Sample
Input:
\`\`\`
3
1 2 3
\`\`\`
Output:
\`\`\`
6
\`\`\`
`;

const solutionTs = (
  id: string,
) => `// ${id}: the accepted solution. A pure function from the whole input to the whole output; no I/O (the build
// wraps it to read standard input). TODO: write it; this stub prints 0 and gets WA on the sample.
export function solve(_input: string): string {
  return '0\\n';
}
`;

const secondSolverTs = (
  id: string,
) => `// ${id}: the second solver, written independently, by another method (plain search, brute force...). gen,
// add-case and stress hold the accepted solution to it. A line "?" means "cannot tell" (too large for it): that
// answer line then rests on the accepted solution alone. TODO: write it; this stub can tell nothing.
export function solve(_input: string): string {
  return '?\\n';
}
`;

const explainTs = (
  id: string,
) => `// ${id}: why each answer is right, for \`npm run explain\` and under every WA the judge reports. One explanation
// per case of the input: the answer line, a headline, the steps that prove it, notes, and a JSON form. TODO: make
// the steps your problem's proof (a line of play, a construction); this example adds the values up one by one.
export function explain(input: string) {
  const values = input.split('\\n')[1].trim().split(/\\s+/).map(Number);
  let total = 0;
  const steps = values.map((v) => {
    total += v;
    return \`+\${v} = \${total}\`;
  });
  const answer = String(total);
  const json = { answer, moves: steps.length, line: values };
  return [{ answer, headline: \`the sum is \${answer}\`, steps, notes: [], json }];
}
`;

export const newProblemFiles = (problemId: string): Template[] =>
  filesOfId(problemId, (id) => [
    { path: `problems/${id}/problem.ts`, content: problemTs(id) },
    { path: `problems/${id}/statement.md`, content: statementMd(id) },
    { path: `problems/${id}/validator.ts`, content: validatorTs(id) },
    { path: `problems/${id}/generator.ts`, content: generatorTs(id) },
    { path: `problems/${id}/input-format.ts`, content: inputFormatTs(id) },
    { path: `problems/${id}/stress.ts`, content: stressTs(id) },
    { path: `problems/${id}/checker.ts`, content: checkerTs(id) },
    { path: `testdata/${id}/sample/1.in`, content: '3\n1 2 3\n' },
    { path: `testdata/${id}/sample/1.ans`, content: '6\n' },
    { path: `solutions/${id}.ts`, content: solutionTs(id) },
    { path: `solutions/second-solver/${id}.ts`, content: secondSolverTs(id) },
    { path: `solutions/explain/${id}.ts`, content: explainTs(id) },
  ]);
