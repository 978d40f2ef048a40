// The files of a problem received from Competitive Companion: its folder declares the page's name, judge, limits
// and file names; the samples become its sample tests; a stub solution (WA on the samples) and a validator that
// takes any non-empty input, each saying what to replace. An interactive problem gets the interactive scaffold,
// told the page's name and limits (its samples are the page's to read: an exchange cannot be replayed from them).
// Every field from the page reaches the code as a literal made by sourceLiteral, never into a comment: a name may hold
// a line end, and the rest of it would be code. The id is made of lower-case letters, digits and '-' (receivedId).
import { sourceLiteral, terminalSafe } from '../../judge/base/index.ts';
import { newInteractiveProblemFiles, type Template } from '../scaffold/index.ts';
import type { ReceivedProblem } from './payload.ts';

const fence = (text: string) => `\`\`\`\n${text.endsWith('\n') ? text : `${text}\n`}\`\`\``;

function problemTs(p: ReceivedProblem): string {
  const lines = [
    `// ${p.id}: received from Competitive Companion; the page's address and samples are in statement.md.`,
    // Types only, so that the folder loads in any root (the import is gone at run time).
    `import type { ProblemDefinition } from '../_authoring/index.ts';`,
    "import { validate } from './validator.ts';",
    '',
    'const problem: ProblemDefinition = {',
    `  id: ${sourceLiteral(p.id)},`,
    `  title: ${sourceLiteral(p.name)},`,
    `  onlineJudge: ${sourceLiteral(p.group)},`,
    `  // As the problem's page gives them: CPU time per test and memory; output is the kit's default.`,
    `  limits: { timeMs: ${Math.round(p.timeMs)}, memoryMb: ${Math.round(p.memoryMb)}, outputMb: 64 },`,
    "  // The Node.js version the judge runs, as an esbuild target: the bundle is lowered to it. TODO: the judge's own.",
    "  bundleTarget: 'node12',",
    '  validate,',
  ];
  if (Object.keys(p.files).length > 0) lines.push(`  files: ${sourceLiteral(p.files)},`);
  if (p.inputPattern !== null)
    lines.push(
      '  // The page reads input from the newest file matching a pattern (statement.md); the judge gives it on stdin.',
    );
  lines.push('};', '', 'export default problem;', '');
  return lines.join('\n');
}

const validatorTs = (
  p: ReceivedProblem,
) => `// Validator for ${p.id} inputs. TODO: check the statement's format and constraints (see problems/README.md and
// the scaffold of \`npm run new\` for a worked one); until then any input that is not empty is taken.
import type { Invalid } from '../_authoring/index.ts';

export function validate(input: string): Invalid | null {
  return input.trim() !== '' ? null : { line: 1, field: 'input', message: 'the input is empty' };
}
`;

function statementMd(p: ReceivedProblem): string {
  const samples = p.tests.map(
    (t, i) => `### Sample ${i + 1}\nInput:\n${fence(t.input)}\nOutput:\n${fence(t.output)}\n`,
  );
  const io = [
    p.files.input
      ? `reads \`${p.files.input}\``
      : p.inputPattern
        ? `reads the newest file matching \`${p.inputPattern}\``
        : 'reads standard input',
    p.files.output ? `writes \`${p.files.output}\`` : 'writes standard output',
  ];
  return [
    `# ${p.name}`,
    '',
    `From ${p.group}: ${p.url}`,
    `Limits: ${p.timeMs} ms, ${p.memoryMb} MB. The program ${io.join(' and ')}${p.testType === 'multiNumber' ? '; the input holds several cases, their count first' : ''}.`,
    '',
    'TODO: the statement in your own words.',
    '',
    '## Samples',
    ...samples,
  ].join('\n');
}

const solutionTs = (
  p: ReceivedProblem,
) => `// ${p.id}: the accepted solution. A pure function from the whole input to the whole output; no I/O (the build
// wraps it to read and write what problem.ts's files name, else standard input and output). TODO: write it; this stub
// gets WA on every sample: it prints a TODO line, not an answer (0 might be one).
export function solve(_input: string): string {
  return ${sourceLiteral(`TODO: write solve() in solutions/${p.id}.ts\n`)};
}
`;

/** How many samples, in words: "1 sample", "2 samples". */
const samplesOf = (n: number) => `${n} sample${n === 1 ? '' : 's'}`;

/**
 * The terminal's line for a problem received, `seen` of its contest's batch: its folder and what became of its
 * samples. An interactive problem's samples are exchanges: the jury's input cannot be read from one, so they are
 * kept in its statement and its sample game is the scaffold's, and the line says so.
 */
export function receivedLine(p: ReceivedProblem, seen: number): string {
  const of = p.batch.size > 1 ? ` (${seen} of ${p.batch.size} in this contest)` : '';
  const samples = p.interactive
    ? `interactive: the page's ${samplesOf(p.tests.length)} kept as exchanges in its statement.md, not as tests ` +
      "(a jury's input cannot be read from an exchange): its sample game is the scaffold's until you write one"
    : `${samplesOf(p.tests.length)} as its sample tests`;
  // The page's name, shown on a terminal: its control characters made visible, never obeyed.
  return `received ${terminalSafe(p.name)}${of}: problems/${p.id}/, ${samples}`;
}

/** An interactive problem's statement: the page's name, limits and sample exchanges, then the scaffold's. */
function interactiveStatement(p: ReceivedProblem, scaffold: string): string {
  const exchanges = p.tests.map(
    (t, i) =>
      `### Sample ${i + 1}\nWhat the jury sends (the page's input):\n${fence(t.input)}\nWhat the solution sends (the page's output):\n${fence(t.output)}\n`,
  );
  return [
    `# ${p.name}`,
    '',
    `From ${p.group}: ${p.url}`,
    `Limits: ${p.timeMs} ms, ${p.memoryMb} MB. Interactive.`,
    '',
    "## The page's sample exchanges",
    "They are not the problem's tests: a game's test is the jury's secret input, which an exchange does not show.",
    "testdata/ holds the scaffold's sample game until you write this problem's own.",
    '',
    ...exchanges,
    "## The scaffold's statement (replace it)",
    scaffold.replace(/^# /, '### '),
  ].join('\n');
}

/** The files to write for a received problem, paths from the root. */
export function receivedProblemFiles(p: ReceivedProblem): Template[] {
  if (p.interactive) {
    return newInteractiveProblemFiles(p.id).map((file) =>
      file.path === `problems/${p.id}/statement.md`
        ? { ...file, content: interactiveStatement(p, file.content) }
        : file.path === `problems/${p.id}/problem.ts`
          ? {
              ...file,
              // Replaced by functions: a replacement string would read `$&` and its kin in the page's text.
              content: file.content
                .replace(/title: '[^']*'/, () => `title: ${sourceLiteral(p.name)}`)
                .replace(/onlineJudge: '[^']*'/, () => `onlineJudge: ${sourceLiteral(p.group)}`)
                .replace(
                  /timeMs: \d+, memoryMb: \d+/,
                  () => `timeMs: ${Math.round(p.timeMs)}, memoryMb: ${Math.round(p.memoryMb)}`,
                ),
            }
          : file,
    );
  }
  return [
    { path: `problems/${p.id}/problem.ts`, content: problemTs(p) },
    { path: `problems/${p.id}/statement.md`, content: statementMd(p) },
    { path: `problems/${p.id}/validator.ts`, content: validatorTs(p) },
    ...p.tests.flatMap((t, i) => [
      { path: `testdata/${p.id}/sample/${i + 1}.in`, content: t.input },
      { path: `testdata/${p.id}/sample/${i + 1}.ans`, content: t.output },
    ]),
    { path: `solutions/${p.id}.ts`, content: solutionTs(p) },
  ];
}
