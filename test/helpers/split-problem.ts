// The problem the checker programs' tests judge (test/judge/core/checker-programs*.test.ts), "split": print numbers
// that add up to the input's one number. Written into the root a test is in, and judged to one line a test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { judge } from '../../judge/core/index.ts';

export interface SplitRoot {
  /** Writes a file of the root, its folders too. */
  put(path: string, text: string): void;
  /** The problem, judged by `checker`, its answer files holding the input's number; with `scoring`, in points so. */
  splitProblem(checker: string, scoring?: string): void;
  /** "name verdict: reason" for each test (a JE's cause), then the problem's data errors; or the judge's errors alone. */
  verdicts(solution?: string): Promise<string[]>;
}

/** The root is `root()` at each call: a test may move to a root of its own. */
export function splitRoot(root: () => string): SplitRoot {
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(root(), path)), { recursive: true });
    writeFileSync(join(root(), path), text);
  };
  return {
    put,
    splitProblem(checker, scoring) {
      put(
        'problems/split/problem.ts',
        `export default { id: 'split', title: 'split', onlineJudge: 'none', bundleTarget: 'node20',
  limits: { timeMs: 2000, memoryMb: 1024, outputMb: 1 }, validate: () => null, checker: ${checker}${scoring ? `, scoring: ${scoring}` : ''} };\n`,
      );
      put('testdata/split/sample/1.in', '7\n');
      put('testdata/split/sample/1.ans', '7\n');
      put('testdata/split/sample/2.in', '10\n');
      put('testdata/split/sample/2.ans', '10\n');
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
      put('solutions/split.ts', 'export const solve = (input: string) => `${Number(input) - 3} 3\\n`;\n');
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
      put('wrong/off-by-one.ts', 'export const solve = (input: string) => `${Number(input)} 1\\n`;\n');
    },
    async verdicts(solution) {
      const report = await judge({ root: root(), problemIds: ['split'], solution: solution && join(root(), solution) });
      if (report.errors.length > 0) return report.errors.map((e) => e.message);
      const [problem] = report.problems;
      return [
        ...problem.results.map((r) => {
          const why = r.judgeError ?? r.checkerReason;
          return `${r.name} ${r.verdict}${why ? `: ${why}` : ''}`;
        }),
        // Errors arrive in the order the tests finish, which the run's parallelism decides.
        ...problem.dataErrors.map((e) => `${e.file}: ${e.message}`).sort(),
      ];
    },
  };
}
