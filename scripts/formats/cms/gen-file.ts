// A CMS task's gen/GEN read as CMS reads it: a test a line (the generator's arguments, or `# COPY: file` for a file
// copied), `# ST: points` opening a subtask, anything else after a `#` a comment, blank lines nothing. The subtasks
// are what CMS's italy_yaml loader makes of them (cmscontrib/loaders/italy_yaml.py: GroupMin over [points, tests] a
// subtask, their points adding up to 100; without any, Sum); the lines to run are what cmsMake runs
// (cmstaskenv/cmsMake.py, iter_GEN), each with the subtask the validator is told. Pure: text in, tests out.
import { UserError } from '../../../judge/base/index.ts';

/** One test of gen/GEN. */
export interface GenTest {
  /** Its line in gen/GEN, from 1. */
  line: number;
  /** The generator's arguments, or (copy) the file to copy, relative to the task's folder. */
  words: string;
  copy: boolean;
  /** The subtask it is in, from 1 as cmsMake tells the validator; 0 before any `# ST:` line. */
  subtask: number;
}

export interface GenFile {
  tests: GenTest[];
  /** Each subtask's points and its tests' count, in order; empty where gen/GEN opens none. */
  subtasks: { points: number; tests: number; line: number }[];
  /** Lines of a comment cmsMake refuses to generate from ("Unrecognized non-trivial line"): `#` not followed by a blank. */
  unrecognized: number[];
}

/** gen/GEN's text read into its tests and subtasks; `shown` names it in messages. */
export function parseGen(text: string, shown: string): GenFile {
  const tests: GenTest[] = [];
  const subtasks: GenFile['subtasks'] = [];
  const unrecognized: number[] = [];
  let subtask = 0;
  for (const [k, raw] of text.split('\n').entries()) {
    const line = k + 1;
    const stripped = raw.trim();
    const hash = stripped.indexOf('#');
    const test = (hash === -1 ? stripped : stripped.slice(0, hash)).trim();
    const comment = hash === -1 ? null : stripped.slice(hash + 1);
    const said = comment?.trim() ?? '';
    const copy = said.startsWith('COPY:');
    const opens = said.startsWith('ST:');
    if ([test !== '', copy, opens].filter(Boolean).length > 1)
      throw new UserError(
        `${shown}:${line}: a test and ${opens ? '"ST:"' : '"COPY:"'} on one line; CMS takes one a line (put the ${opens ? 'subtask' : 'copy'} on its own line)`,
      );
    if (comment !== null && test === '' && !copy && !opens && !comment.startsWith(' ')) unrecognized.push(line);
    if (test !== '' || copy) {
      tests.push({ line, words: copy ? said.slice('COPY:'.length).trim() : test, copy, subtask });
      if (subtasks.length > 0) subtasks[subtasks.length - 1].tests++;
    }
    if (opens) {
      const points = said.slice('ST:'.length).trim();
      // int() as the loader reads it: a whole number, a sign allowed.
      if (!/^[+-]?\d+$/.test(points))
        throw new UserError(
          `${shown}:${line}: "ST:" must give the subtask's points as a whole number, got "${points}"`,
        );
      // The loader asserts that no test comes before the first subtask.
      if (subtasks.length === 0 && tests.length > 0)
        throw new UserError(
          `${shown}:${tests[0].line}: a test before the first "# ST:" line: CMS's loader needs every test in a subtask (open one above it)`,
        );
      subtasks.push({ points: Number(points), tests: 0, line });
      subtask++;
    }
  }
  if (subtasks.length > 0) {
    const total = subtasks.reduce((sum, s) => sum + s.points, 0);
    if (total !== 100)
      throw new UserError(
        `${shown}:${subtasks[0].line}: the subtasks' points add up to ${total}; CMS's loader needs 100 (${subtasks.map((s) => s.points).join(' + ')})`,
      );
  }
  return { tests, subtasks, unrecognized };
}
