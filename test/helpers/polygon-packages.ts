// Polygon packages written for the import's tests, as Polygon lays them out (problem.xml, files/ with testlib.h and
// the programs' sources, files/tests/ with the validator's and the checker's own tests, solutions/, tests/,
// statement-sections/), with test/fixtures/polygon/testlib.h standing in for testlib's header. Shared by the unit file
// (test/scripts/formats/polygon/import-polygon.test.ts) and its end-to-end twin.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const TESTLIB_H = readFileSync(resolve('test/fixtures/polygon/testlib.h'), 'utf8');

/** problem.xml's <test> lines, each as Polygon writes it. */
export interface XmlTestLine {
  method: 'manual' | 'generated';
  cmd?: string;
  group?: string;
  points?: number;
  sample?: boolean;
}

const attributes = (values: Record<string, string | number | boolean | undefined>) =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');

/** A problem.xml of one testset: the tests and groups given, the sources and solutions listed with their types. */
export function problemXml(options: {
  name: string;
  tests: XmlTestLine[];
  groups?: { name: string; points?: number; policy: string; dependencies?: string[] }[];
  executables: string[];
  checker?: { path: string; tests: string[] };
  validator?: { path: string; tests: { verdict: string; group?: string }[] };
  interactor?: string;
  solutions: { tag: string; path: string; type: string }[];
  timeMs?: number;
  files?: { input: string; output: string };
}): string {
  const type = (path: string) => (path.endsWith('.py') ? 'python.3' : path.endsWith('.java') ? 'java11' : 'cpp.g++17');
  const tests = options.tests.map(
    (t) =>
      `        <test${attributes({ method: t.method, cmd: t.cmd, group: t.group, points: t.points, sample: t.sample })}/>`,
  );
  const groups = (options.groups ?? []).map((g) => {
    const deps = (g.dependencies ?? []).map((d) => `<dependency group="${d}"/>`).join('');
    const open = `        <group${attributes({ 'feedback-policy': 'complete', name: g.name, points: g.points, 'points-policy': g.policy })}`;
    return deps ? `${open}>\n          <dependencies>${deps}</dependencies>\n        </group>` : `${open}/>`;
  });
  const source = (path: string) => `<source path="${path}" type="${type(path)}"/>`;
  return `<?xml version="1.0" encoding="utf-8" standalone="no"?>
<problem revision="7" short-name="${options.name}" url="https://polygon.codeforces.com/p/kit/${options.name}">
  <names>
    <name language="english" value="Sum of ${options.name}"/>
  </names>
  <statements>
    <statement charset="UTF-8" language="english" path="statements/english/problem.tex" type="application/x-tex"/>
  </statements>
  <judging cpu-name="Intel(R) Core(TM) i3-8100 CPU @ 3.60GHz" cpu-speed="3600" input-file="${options.files?.input ?? ''}" output-file="${options.files?.output ?? ''}">
    <testset name="tests">
      <time-limit>${options.timeMs ?? 1000}</time-limit>
      <memory-limit>268435456</memory-limit>
      <test-count>${options.tests.length}</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern>
      <answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests>
${tests.join('\n')}
      </tests>${groups.length ? `\n      <groups>\n${groups.join('\n')}\n      </groups>` : ''}
    </testset>
    <testset name="pretests">
      <time-limit>1000</time-limit>
      <memory-limit>268435456</memory-limit>
      <test-count>0</test-count>
      <input-path-pattern>pretests/%02d</input-path-pattern>
      <answer-path-pattern>pretests/%02d.a</answer-path-pattern>
      <tests/>
    </testset>
  </judging>
  <files>
    <resources>
      <file path="files/testlib.h" type="h.g++"/>
    </resources>
    <executables>
${options.executables.map((path) => `      <executable>${source(path)}<binary path="${path.replace(/\.\w+$/, '.exe')}" type="exe.win32"/></executable>`).join('\n')}
    </executables>
  </files>
  <assets>${
    options.checker
      ? `
    <checker type="testlib">
      ${source(options.checker.path)}
      <testset>
        <test-count>${options.checker.tests.length}</test-count>
        <input-path-pattern>files/tests/checker-tests/%02d</input-path-pattern>
        <output-path-pattern>files/tests/checker-tests/%02d.o</output-path-pattern>
        <answer-path-pattern>files/tests/checker-tests/%02d.a</answer-path-pattern>
        <tests>${options.checker.tests.map((v) => `<test verdict="${v}"/>`).join('')}</tests>
      </testset>
    </checker>`
      : ''
  }${options.interactor ? `\n    <interactor>${source(options.interactor)}</interactor>` : ''}${
    options.validator
      ? `
    <validators>
      <validator>
        ${source(options.validator.path)}
        <testset>
          <test-count>${options.validator.tests.length}</test-count>
          <input-path-pattern>files/tests/validator-tests/%02d</input-path-pattern>
          <tests>${options.validator.tests.map((t) => `<test${attributes({ verdict: t.verdict, group: t.group })}/>`).join('')}</tests>
        </testset>
      </validator>
    </validators>`
      : ''
  }
    <solutions>
${options.solutions.map((s) => `      <solution tag="${s.tag}"><source path="${s.path}" type="${s.type}"/></solution>`).join('\n')}
    </solutions>
  </assets>
  <stresses><stress-count>0</stress-count><stress-path-pattern>stresses/%03d</stress-path-pattern><list/></stresses>
  <tags><tag value="implementation"/></tags>
</problem>
`;
}

/** A generator: n, then n numbers from the random stream its arguments seed (`gen N SEED`). */
const GEN = `#include "testlib.h"
int main(int argc, char **argv) {
  registerGen(argc, argv, 1);
  int n = std::atoi(argv[1]);
  std::printf("%d\\n", n);
  for (int i = 0; i < n; i++) std::printf("%lld%c", rnd.next(-1000, 1000), i + 1 < n ? ' ' : '\\n');
}
`;

/** The validator: n at most 10 in group "1" (at most 1000 elsewhere), then n numbers, strictly formatted. */
const VAL = `#include "testlib.h"
int main(int argc, char **argv) {
  registerValidation(argc, argv);
  int most = validator.group() == "1" ? 10 : 1000;
  int n = inf.readInt(1, most, "n");
  inf.readEoln();
  for (int i = 0; i < n; i++) {
    inf.readInt(-1000, 1000, "a_i");
    if (i + 1 < n) inf.readSpace();
  }
  inf.readEoln();
  inf.readEof();
}
`;

/** The checker: the output's one number against the answer's (an unreadable output is a presentation error). */
const CHECK = `#include "testlib.h"
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  long long want = ans.readLong(-2000000000LL, 2000000000LL, "answer");
  long long got = ouf.readLong(-2000000000LL, 2000000000LL, "output");
  if (!ouf.seekEof()) quitf(_pe, "more than one number");
  if (got != want) quitf(_wa, "expected %lld, got %lld", want, got);
  quitf(_ok, "the sum, %lld", got);
}
`;

const solution = (body: string) =>
  `import sys\nnums = sys.stdin.read().split()\nn = int(nums[0])\na = list(map(int, nums[1 : n + 1]))\n${body}`;

/**
 * "subtasks": an OI-style package in its standard form (the generated tests left out), printing the sum of n numbers.
 * Group 0, the sample, 0 points; group 1 (n <= 10, as its validator checks) 40 points all or nothing after 0; group 2
 * 60 points, 20 a test, after 1. small.py solves group 1 alone (40 points); nosample.py fails the sample alone and
 * so loses every group (0); slow.py spins where n > 10.
 */
export const SUBTASKS: Record<string, string> = {
  'problem.xml': problemXml({
    name: 'subtasks',
    tests: [
      { method: 'manual', group: '0', sample: true, points: 0 },
      { method: 'manual', group: '1' },
      { method: 'generated', cmd: 'gen 5 1', group: '1' },
      { method: 'generated', cmd: 'gen 10 2', group: '1' },
      { method: 'generated', cmd: 'gen 100 3', group: '2', points: 20 },
      { method: 'generated', cmd: 'gen 1000 4', group: '2', points: 20 },
      { method: 'manual', group: '2', points: 20 },
    ],
    groups: [
      { name: '0', points: 0, policy: 'complete-group' },
      { name: '1', points: 40, policy: 'complete-group', dependencies: ['0'] },
      { name: '2', policy: 'each-test', dependencies: ['1'] },
    ],
    executables: ['files/gen.cpp', 'files/val.cpp', 'files/check.cpp'],
    checker: { path: 'files/check.cpp', tests: ['ok', 'wrong-answer', 'presentation-error'] },
    validator: {
      path: 'files/val.cpp',
      tests: [
        { verdict: 'valid', group: '1' },
        { verdict: 'invalid', group: '1' },
        { verdict: 'valid', group: '2' },
      ],
    },
    solutions: [
      { tag: 'main', path: 'solutions/main.py', type: 'python.3' },
      { tag: 'wrong-answer', path: 'solutions/small.py', type: 'python.3' },
      { tag: 'wrong-answer', path: 'solutions/nosample.py', type: 'python.3' },
      { tag: 'time-limit-exceeded', path: 'solutions/slow.py', type: 'python.3' },
      { tag: 'rejected', path: 'solutions/pascal.pas', type: 'pas.fpc' },
    ],
  }),
  'files/testlib.h': TESTLIB_H,
  'files/gen.cpp': GEN,
  'files/val.cpp': VAL,
  'files/check.cpp': CHECK,
  'files/tests/validator-tests/01': '3\n1 2 3\n',
  'files/tests/validator-tests/02': '11\n1 1 1 1 1 1 1 1 1 1 1\n',
  'files/tests/validator-tests/03': '11\n1 1 1 1 1 1 1 1 1 1 1\n',
  'files/tests/checker-tests/01': '2\n1 2\n',
  'files/tests/checker-tests/01.o': '3\n',
  'files/tests/checker-tests/01.a': '3\n',
  'files/tests/checker-tests/02': '2\n1 2\n',
  'files/tests/checker-tests/02.o': '4\n',
  'files/tests/checker-tests/02.a': '3\n',
  'files/tests/checker-tests/03': '2\n1 2\n',
  'files/tests/checker-tests/03.o': '3 3\n',
  'files/tests/checker-tests/03.a': '3\n',
  'tests/01': '3\n1 2 3\n',
  'tests/02': '1\n-7\n',
  'tests/07': '12\n1 2 3 4 5 6 7 8 9 10 11 12\n',
  'solutions/main.py': solution('print(sum(a))\n'),
  'solutions/small.py': solution('print(sum(a) if n <= 10 else 0)\n'),
  'solutions/nosample.py': solution('print(sum(a) + (1 if a == [1, 2, 3] else 0))\n'),
  'solutions/slow.py': solution('while n > 10:\n    pass\nprint(sum(a))\n'),
  'solutions/pascal.pas': 'begin end.\n',
  'statement-sections/english/name.tex': 'Sum of subtasks\n',
  'statement-sections/english/legend.tex': 'Print the sum of $n$ numbers.\n',
  'statement-sections/english/input.tex': 'The first line holds $n$ ($1 \\le n \\le 1000$), the second the numbers.\n',
  'statement-sections/english/output.tex': 'The sum.\n',
  'statement-sections/english/example.01': '3\n1 2 3\n',
  'statement-sections/english/example.01.a': '6\n',
};

/** "tiny": two manual tests, the main solution alone: a package whose import runs little, for the import's own rules. */
export const TINY: Record<string, string> = {
  'problem.xml': problemXml({
    name: 'tiny',
    tests: [{ method: 'manual', sample: true }, { method: 'manual' }],
    executables: [],
    solutions: [{ tag: 'main', path: 'solutions/main.py', type: 'python.3' }],
  }),
  'tests/01': '3\n1 2 3\n',
  'tests/02': '2\n5 6\n',
  'solutions/main.py': solution('print(sum(a))\n'),
};

/** The interactor: n from the input; the solution guesses, told up, down or =; at most 20 guesses; tout the count. */
const INTERACTOR = `#include "testlib.h"
int main(int argc, char **argv) {
  registerInteraction(argc, argv);
  int n = inf.readInt(1, 1000, "n");
  std::printf("1000\\n");
  std::fflush(stdout);
  for (int guesses = 1;; guesses++) {
    int guess = ouf.readInt(1, 1000, "guess");
    if (guess == n) {
      std::printf("=\\n");
      std::fflush(stdout);
      std::fprintf(testlib_tout, "%d\\n", guesses);
      quitf(_ok, "%d found in %d guesses", n, guesses);
    }
    if (guesses == 20) quitf(_wa, "20 guesses, and %d not found", n);
    std::printf(n > guess ? "up\\n" : "down\\n");
    std::fflush(stdout);
  }
}
`;

/** The checker of tout: as few guesses as the main solution's (the answer) earn the test's 50 points, more earn 25. */
const GUESS_CHECK = `#include "testlib.h"
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  int guesses = ouf.readInt(1, 20, "guesses");
  int best = ans.readInt(1, 20, "best");
  if (guesses <= best) quitf(_ok, "%d guesses", guesses);
  quitp(25, "more guesses than the main solution's");
}
`;

const guesser = (first: string) => `lo, hi = 1, int(input())
guess = ${first}
while True:
    print(guess, flush=True)
    said = input()
    if said == "=":
        break
    if said == "up":
        lo = guess + 1
    else:
        hi = guess - 1
    guess = (lo + hi) // 2
`;

/**
 * "guess": an interactive package, scored by test (50 points each): a testlib interactor writes each game's guesses to
 * tout, and the checker gives full points for the main solution's count, 25 (quitp) for more. Answers are the main
 * solution's tout. late.py starts from 1 (25 a test); linear.py counts up, past 20 guesses (rejected).
 */
export const GUESS: Record<string, string> = {
  'problem.xml': problemXml({
    name: 'guess',
    tests: [
      { method: 'manual', points: 50 },
      { method: 'manual', points: 50 },
    ],
    executables: ['files/interactor.cpp', 'files/check.cpp'],
    checker: { path: 'files/check.cpp', tests: [] },
    interactor: 'files/interactor.cpp',
    solutions: [
      { tag: 'main', path: 'solutions/main.py', type: 'python.3' },
      { tag: 'rejected', path: 'solutions/late.py', type: 'python.3' },
      { tag: 'wrong-answer', path: 'solutions/linear.py', type: 'python.3' },
    ],
  }),
  'files/testlib.h': TESTLIB_H,
  'files/interactor.cpp': INTERACTOR,
  'files/check.cpp': GUESS_CHECK,
  'tests/01': '500\n',
  'tests/02': '777\n',
  'solutions/main.py': guesser('(lo + hi) // 2'),
  'solutions/late.py': guesser('1'),
  'solutions/linear.py':
    'input()\nguess = 1\nwhile True:\n    print(guess, flush=True)\n    if input() == "=":\n        break\n    guess += 1\n',
};

/** The checker of "pair": two positive numbers adding up to n (any such pair; the answer file is not read). */
const PAIR_CHECK = `#include "testlib.h"
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  long long n = inf.readLong(2, 1000000000LL, "n");
  long long a = ouf.readLong(-2000000000LL, 2000000000LL, "a");
  long long b = ouf.readLong(-2000000000LL, 2000000000LL, "b");
  if (!ouf.seekEof()) quitf(_pe, "more than two numbers");
  if (a < 1 || b < 1 || a + b != n) quitf(_wa, "%lld + %lld is not %lld in positive numbers", a, b, n);
  quitf(_ok, "%lld + %lld", a, b);
}
`;

/** The validator of "pair": one number n, 2 <= n <= 10^9, on a line of its own. */
const PAIR_VAL = `#include "testlib.h"
int main(int argc, char **argv) {
  registerValidation(argc, argv);
  inf.readLong(2, 1000000000LL, "n");
  inf.readEoln();
  inf.readEof();
}
`;

/**
 * "pair": an ICPC-style package (pass-fail): print two positive numbers adding up to n, a testlib checker deciding,
 * with checker tests (ok, wrong-answer, presentation-error) and validator tests; a Python generator; solutions tagged
 * main (C++), accepted (Java), rejected (a zero) and time-limit-exceeded (spins on large n).
 */
export const PAIR: Record<string, string> = {
  'problem.xml': problemXml({
    name: 'pair',
    tests: [
      { method: 'manual', sample: true },
      { method: 'generated', cmd: 'gen 7' },
      { method: 'generated', cmd: 'gen 1000' },
      { method: 'manual' },
    ],
    executables: ['files/gen.py', 'files/val.cpp', 'files/check.cpp'],
    checker: { path: 'files/check.cpp', tests: ['ok', 'wrong-answer', 'presentation-error'] },
    validator: { path: 'files/val.cpp', tests: [{ verdict: 'valid' }, { verdict: 'invalid' }, { verdict: 'invalid' }] },
    solutions: [
      { tag: 'main', path: 'solutions/main.cpp', type: 'cpp.g++17' },
      { tag: 'accepted', path: 'solutions/Halves.java', type: 'java11' },
      { tag: 'rejected', path: 'solutions/zero.py', type: 'python.3' },
      { tag: 'time-limit-exceeded', path: 'solutions/count.py', type: 'python.3' },
    ],
  }),
  'files/testlib.h': TESTLIB_H,
  'files/gen.py': 'import sys\nprint(int(sys.argv[1]) * 1000 + 3)\n',
  'files/val.cpp': PAIR_VAL,
  'files/check.cpp': PAIR_CHECK,
  'files/tests/validator-tests/01': '5\n',
  'files/tests/validator-tests/02': '1\n',
  'files/tests/validator-tests/03': '5 \n',
  'files/tests/checker-tests/01': '5\n',
  'files/tests/checker-tests/01.o': '2 3\n',
  'files/tests/checker-tests/01.a': '1 4\n',
  'files/tests/checker-tests/02': '5\n',
  'files/tests/checker-tests/02.o': '2 2\n',
  'files/tests/checker-tests/02.a': '1 4\n',
  'files/tests/checker-tests/03': '5\n',
  'files/tests/checker-tests/03.o': 'two three\n',
  'files/tests/checker-tests/03.a': '1 4\n',
  'tests/01': '5\n',
  'tests/04': '999999999\n',
  'solutions/main.cpp':
    '#include <cstdio>\nint main() { long long n; std::scanf("%lld", &n); std::printf("1 %lld\\n", n - 1); }\n',
  'solutions/Halves.java':
    'import java.util.Scanner;\npublic class Halves {\n  public static void main(String[] args) {\n    long n = new Scanner(System.in).nextLong();\n    System.out.println(n / 2 + " " + (n - n / 2));\n  }\n}\n',
  'solutions/zero.py': 'n = int(input())\nprint(0, n)\n',
  'solutions/count.py': 'n = int(input())\na = 1\nwhile a + 1 < n:\n    a += 1\nprint(a, n - a)\n',
};

/** "strict"'s validator, in Python (testlib's contract: exit 0 when valid): n, then n numbers, LF line ends only. */
const STRICT_VAL = `import re, sys
data = sys.stdin.buffer.read()
shape = re.fullmatch(rb"([1-9][0-9]{0,2})\\n(-?[0-9]+(?: -?[0-9]+)*)\\n", data)
if shape is None:
    sys.stderr.write("Expected EOLN or a number" if b"\\r" in data else "not n, then the numbers")
    sys.exit(3)
if len(shape.group(2).split()) != int(shape.group(1)):
    sys.stderr.write("n is not the count of the numbers")
    sys.exit(3)
`;

/** "strict"'s checker, in Python (testlib's contract: check input output answer; exit 0 AC, 1 WA). */
const STRICT_CHECK = `import sys
got = open(sys.argv[2]).read().split()
want = open(sys.argv[3]).read().split()
if got != want:
    sys.stderr.write(f"expected {want}, got {got}")
    sys.exit(1)
`;

/**
 * "strict": TINY with a validator and a checker in Python (cheap to run), the validator's own tests (two valid, one
 * invalid by its count in no group, one whose only fault is a Windows line end, invalid in group 1) and a checker
 * test: for the import's line ends. windowsMade gives it a Windows machine's line ends.
 */
export const STRICT: Record<string, string> = {
  ...TINY,
  'problem.xml': problemXml({
    name: 'strict',
    tests: [{ method: 'manual', sample: true }, { method: 'manual' }],
    executables: [],
    checker: { path: 'files/check.py', tests: ['ok', 'wrong-answer'] },
    validator: {
      path: 'files/val.py',
      tests: [{ verdict: 'valid' }, { verdict: 'valid' }, { verdict: 'invalid' }, { verdict: 'invalid', group: '1' }],
    },
    solutions: [{ tag: 'main', path: 'solutions/main.py', type: 'python.3' }],
  }),
  'files/val.py': STRICT_VAL,
  'files/check.py': STRICT_CHECK,
  'files/tests/validator-tests/01': '3\n1 2 3\n',
  'files/tests/validator-tests/02': '1\n-7\n',
  'files/tests/validator-tests/03': '2\n5\n',
  'files/tests/validator-tests/04': '2\r\n5 6\r\n',
  'files/tests/checker-tests/01': '2\n5 6\n',
  'files/tests/checker-tests/01.o': '11\n',
  'files/tests/checker-tests/01.a': '11\n',
  'files/tests/checker-tests/02': '2\n5 6\n',
  'files/tests/checker-tests/02.o': '12\n',
  'files/tests/checker-tests/02.a': '11\n',
};

/** A package as a Windows machine writes it: every test and every validator or checker test with CRLF line ends. */
export function windowsMade(files: Record<string, string>): Record<string, string> {
  const test = /^(tests\/|files\/tests\/)/;
  return Object.fromEntries(
    Object.entries(files).map(([path, text]) => [path, test.test(path) ? text.replace(/\r?\n/g, '\r\n') : text]),
  );
}
