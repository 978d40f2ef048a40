// A TPS task's test plan, gen/data, read as TPS's gen_data_parser.py and gen.py read it: blank lines and lines
// starting with '#' skipped; "@subtask NAME" and "@testset NAME" open a test-set; "@include A B" adds to the open
// one every test the named test-sets hold at that line (so inclusion is transitive); any other line is a test, the
// generator's command line (or manual FILE, copy PATH), named as scripts/templates/test_name.py names it.
import { UserError } from '../../../judge/base/index.ts';
import { shellWords } from './shell-words.ts';

export const GEN_DATA = 'gen/data';

export interface GenTest {
  /** "1-03": the subtask's number in gen/data's order (a plain test-set's name), a dash and its place there; "07" in an output-only task. */
  name: string;
  /** The test-set whose line made it. */
  testset: string;
  line: number;
  /** The line's command words: the generator (or manual, copy) and its arguments. */
  words: string[];
  /** The line as written, for messages. */
  text: string;
}

export interface GenTestset {
  name: string;
  /** @subtask (scored), or @testset (a set of tests for subtasks to include). */
  subtask: boolean;
  line: number;
  /** Every test it holds, its own and those it includes, by name, in the order they were added. */
  tests: string[];
  /** The test-sets it includes, directly. */
  includes: string[];
}

export interface GenData {
  tests: GenTest[];
  testsets: GenTestset[];
}

/** gen/data's `text` parsed; `outputOnly` names tests by their number alone, as TPS does in an output-only task. */
export function parseGenData(text: string, outputOnly: boolean): GenData {
  const tests: GenTest[] = [];
  const testsets: GenTestset[] = [];
  const fail = (line: number, message: string): never => {
    throw new UserError(`${GEN_DATA}:${line}: ${message}`);
  };
  let open: GenTestset | null = null;
  let subtasks = 0;
  text.split('\n').forEach((raw, k) => {
    const line = k + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const [command, ...args] = trimmed.split(/\s+/);
    if (command.startsWith('@')) {
      if (command === '@subtask' || command === '@testset') {
        const name = args[0] ?? fail(line, `${command} needs a name`);
        const earlier = testsets.find((t) => t.name === name);
        if (earlier) fail(line, `test-set "${name}" is opened again (first at line ${earlier.line})`);
        open = { name, subtask: command === '@subtask', line, tests: [], includes: [] };
        testsets.push(open);
        if (open.subtask) subtasks++;
        return;
      }
      if (command !== '@include') fail(line, `unknown command ${command} (@subtask, @testset, @include)`);
      const into: GenTestset = open ?? fail(line, '@include before any @subtask or @testset');
      for (const name of args) {
        const included =
          testsets.find((t) => t.name === name) ?? fail(line, `@include of "${name}", not defined above`);
        into.includes.push(name);
        for (const test of included.tests) if (!into.tests.includes(test)) into.tests.push(test);
      }
      return;
    }
    const testset: GenTestset = open ?? fail(line, 'a test before any @subtask or @testset');
    const words = shellWords(raw) ?? fail(line, 'a quote is not closed, or the line ends in a lone backslash');
    // test_name.py: the subtask's number counts @subtask lines alone; a @testset's tests carry its name.
    const place = tests.filter((t) => t.testset === testset.name).length + 1;
    const number = (n: number) => String(n).padStart(2, '0');
    const name = outputOnly
      ? number(tests.length + 1)
      : `${testset.subtask ? String(subtasks - 1) : testset.name}-${number(place)}`;
    const twin = tests.find((t) => t.name === name);
    if (twin) fail(line, `test ${name} is named as the test of line ${twin.line} is`);
    tests.push({ name, testset: testset.name, line, words, text: trimmed });
    testset.tests.push(name);
  });
  return { tests, testsets };
}
