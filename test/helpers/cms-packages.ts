// CMS tasks in the italy_yaml format written for the import's tests, as CMS's loader and cmsMake read them (task.yaml,
// input/ and output/ or gen/GEN with gen/generatore.py and gen/valida.py, check/checker.py, sol/), every program in
// Python but a grader task's, in C++. Each task's solutions are listed with the points CMS gives them, worked out by hand in SCORES from CMS's
// score types. Shared by the unit files (test/scripts/formats/cms/) and the end-to-end one (import-task.e2e.test.ts).

/** The tests of a task with input/ and output/: input<n>.txt and output<n>.txt for each pair, in order. */
const tests = (pairs: [string, string][]) =>
  Object.fromEntries(
    pairs.flatMap(([input, output], n) => [
      [`input/input${n}.txt`, input],
      [`output/output${n}.txt`, output],
    ]),
  );

/** A program reading standard input whole and printing `body`'s expression of it (`lines`: its lines). */
const stdinProgram = (body: string) => `import sys\nlines = sys.stdin.read().split('\\n')\n${body}\n`;

/**
 * approx: a Batch task on the standard streams (infile and outfile empty) whose checker keeps CMS's contract and
 * gives 0.5 to an answer off by one; scored by task.yaml's GroupMin over two subtasks named by regular expressions.
 */
export const APPROX: Record<string, string> = {
  'task.yaml': [
    'name: approx',
    'title: Approximately double',
    'time_limit: 2',
    'memory_limit: 256',
    "infile: ''",
    "outfile: ''",
    'n_input: 5',
    'score_type: GroupMin',
    "score_type_parameters: [[40, '00[01]'], [60, '00[2-4]']]",
    'public_testcases: 0, 1',
    '',
  ].join('\n'),
  ...tests([
    ['1\n', '2\n'],
    ['2\n', '4\n'],
    ['10\n', '20\n'],
    ['11\n', '22\n'],
    ['100\n', '200\n'],
  ]),
  'check/checker.py': [
    'import sys',
    '_, given, answer, output = sys.argv',
    'want = int(open(answer).read())',
    'try:',
    '    got = int(open(output).read())',
    'except ValueError:',
    '    got = None',
    'if got == want:',
    "    print('1.0'); print('translate:success', file=sys.stderr)",
    'elif got is not None and abs(got - want) <= 1:',
    "    print('0.5'); print('translate:partial', file=sys.stderr)",
    'else:',
    "    print('0.0'); print('translate:wrong', file=sys.stderr)",
    '',
  ].join('\n'),
  'sol/soluzione.py': stdinProgram('print(2 * int(lines[0]))'),
  // One more than twice an odd number: 000 (1) and 003 (11) get 0.5.
  'sol/near.py': stdinProgram('n = int(lines[0])\nprint(2 * n + n % 2)'),
  // Right up to 10, then 0: 000 to 002 get 1, 003 and 004 get 0.
  'sol/small.py': stdinProgram('n = int(lines[0])\nprint(2 * n if n <= 10 else 0)'),
  // n itself: off by one for n = 1 alone (000 gets 0.5), far off elsewhere.
  'sol/wrong.py': stdinProgram('print(int(lines[0]))'),
  'statement/statement.pdf': '%PDF-1.4 a statement\n',
};

/**
 * subtasks: a Batch task reading input.txt and writing output.txt (task.yaml names neither: the loader's default),
 * its inputs made by gen/GEN (comments, a blank line, `#ST:` spaced three ways, a COPY: line) with the generator and
 * the validator, its answers by sol/soluzione.py; GroupMin over GEN's subtasks, by CMS's white diff.
 */
export const SUBTASKS: Record<string, string> = {
  'task.yaml': 'name: subtasks\ntitle: Sum of a list\ntime_limit: 2\nmemory_limit: 256\n',
  'gen/GEN': [
    '# A comment, then a blank line',
    '',
    '#ST: 20',
    '1 3     # seed 1, three numbers',
    '2 3',
    '# ST:30',
    '# COPY: gen/hand.txt',
    '3 10',
    '   #   ST:   50   ',
    '4 1000',
    '5 1000',
    '',
  ].join('\n'),
  'gen/hand.txt': '4\n1 2 3 4\n',
  // seed n: n numbers from a small linear congruential generator, the same on every machine.
  'gen/generatore.py': [
    'import sys',
    'seed, n = int(sys.argv[1]), int(sys.argv[2])',
    'values = []',
    'for _ in range(n):',
    '    seed = (seed * 1103515245 + 12345) % 2147483648',
    '    values.append(seed % 1000)',
    "print(n); print(' '.join(map(str, values)))",
    '',
  ].join('\n'),
  // valida input [subtask]: exit 0 when the input is valid for the subtask (n at most 3, 10, 1000).
  'gen/valida.py': [
    'import sys',
    'lines = open(sys.argv[1]).read().split("\\n")',
    'n = int(lines[0]); values = lines[1].split()',
    'bound = {1: 3, 2: 10, 3: 1000}[int(sys.argv[2])] if len(sys.argv) > 2 else 1000',
    'sys.exit(0 if len(values) == n and 1 <= n <= bound else 1)',
    '',
  ].join('\n'),
  'sol/soluzione.py': [
    'lines = open("input.txt").read().split("\\n")',
    'open("output.txt", "w").write(str(sum(map(int, lines[1].split()))) + "\\n")',
    '',
  ].join('\n'),
  // Right for at most three numbers alone: the first subtask.
  'sol/small.py': [
    'lines = open("input.txt").read().split("\\n")',
    'n, values = int(lines[0]), list(map(int, lines[1].split()))',
    'open("output.txt", "w").write(str(sum(values) if n <= 3 else 0) + "\\n")',
    '',
  ].join('\n'),
  // Right, with blanks around the answer and blank lines after it, which CMS's white diff takes.
  'sol/spaces.py': [
    'lines = open("input.txt").read().split("\\n")',
    'open("output.txt", "w").write("  \\t" + str(sum(map(int, lines[1].split()))) + "  \\n\\n \\n")',
    '',
  ].join('\n'),
  'testo/testo.tex': '\\documentclass{article}\n',
};

/** outputs: an output-only task (CMS takes the output files) scored by the loader's Sum of total_value, 100. */
export const OUTPUTS: Record<string, string> = {
  'task.yaml': 'name: outputs\ntitle: Reversed\noutput_only: yes\nn_input: 3\n',
  ...tests([
    ['abc\n', 'cba\n'],
    ['kayak\n', 'kayak\n'],
    ['output\n', 'tuptuo\n'],
  ]),
  'sol/soluzione.py': stdinProgram('print(lines[0][::-1])'),
  // Leaves its input as it is: right on the palindrome alone.
  'sol/same.py': stdinProgram('print(lines[0])'),
};

/** groupsum: GroupSum (pull request #1251) over two subtasks given as lists of codenames, by CMS's white diff. */
export const GROUPSUM: Record<string, string> = {
  'task.yaml': [
    'nome_breve: groupsum',
    'nome: Squares',
    'timeout: 2',
    'memlimit: 256',
    "infile: ''",
    "outfile: ''",
    'n_input: 6',
    'score_type: GroupSum',
    'score_type_parameters:',
    "  - [50, ['000', '001', '002', '003']]",
    "  - {max_score: 50, testcases: ['004', '005']}",
    '',
  ].join('\n'),
  ...tests([
    ['1\n', '1\n'],
    ['2\n', '4\n'],
    ['3\n', '9\n'],
    ['4\n', '16\n'],
    ['5\n', '25\n'],
    ['6\n', '36\n'],
  ]),
  'sol/soluzione.py': stdinProgram('print(int(lines[0]) ** 2)'),
  // Wrong on 1 and on 5: one test of four in the first subtask, one of two in the second.
  'sol/most.py': stdinProgram('n = int(lines[0])\nprint(0 if n in (1, 5) else n * n)'),
};

/** sum: task.yaml's Sum at 12.5 a test, every test public, token settings (not taken). */
export const SUM: Record<string, string> = {
  'task.yaml': [
    'name: sum',
    'title: The larger',
    'time_limit: 2',
    'memory_limit: 256',
    "infile: ''",
    "outfile: ''",
    'n_input: 8',
    'score_type: Sum',
    'score_type_parameters: 12.5',
    'public_testcases: all',
    'token_mode: finite',
    'token_max_number: 3',
    'feedback_level: restricted',
    '',
  ].join('\n'),
  ...tests(
    [
      [1, 2],
      [5, 3],
      [-1, -7],
      [0, 0],
      [9, 10],
      [4, 4],
      [7, 2],
      [3, 8],
    ].map(([a, b]) => [`${a} ${b}\n`, `${Math.max(a, b)}\n`]),
  ),
  'sol/soluzione.py': stdinProgram('print(max(map(int, lines[0].split())))'),
  // The first number: right where it is the larger (tests 1, 2, 3, 5, 6).
  'sol/first.py': stdinProgram('print(int(lines[0].split()[0]))'),
};

/**
 * graded: a Batch task whose submissions CMS compiles with sol/grader.cpp and sol/graded.h (the grader reads the
 * input and calls the solution's twice()); a Python solution, which CMS would run through a grader.py the task lacks.
 */
export const GRADED: Record<string, string> = {
  'task.yaml':
    "name: graded\ntitle: Twice, graded\ntime_limit: 2\nmemory_limit: 256\ninfile: ''\noutfile: ''\nn_input: 3\n",
  ...tests([
    ['0\n', '0\n'],
    ['1\n', '2\n'],
    ['5\n', '10\n'],
  ]),
  'sol/graded.h': 'long long twice(long long n);\n',
  'sol/grader.cpp': [
    '#include <cstdio>',
    '#include "graded.h"',
    'int main() {',
    '  long long n;',
    '  if (std::scanf("%lld", &n) != 1) return 1;',
    '  std::printf("%lld\\n", twice(n));',
    '}',
    '',
  ].join('\n'),
  'sol/soluzione.cpp': '#include "graded.h"\nlong long twice(long long n) { return 2 * n; }\n',
  // n itself: right for 0 alone.
  'sol/same.cpp': '#include "graded.h"\nlong long twice(long long n) { return n; }\n',
  'sol/twice.py': 'def twice(n):\n    return 2 * n\n',
};

/** The tasks in Python by folder name, as a contest holds them. */
export const CMS_TASKS: Record<string, Record<string, string>> = {
  approx: APPROX,
  subtasks: SUBTASKS,
  outputs: OUTPUTS,
  groupsum: GROUPSUM,
  sum: SUM,
};

/**
 * The points CMS gives each solution, worked out by hand from its score types (cms-dev/cms at c3659b81; GroupSum at
 * pull request #1251's 2825d96e). ScoreTypeGroup.compute_score (cms/grading/scoretypes/abc.py:495-510) gives a
 * subtask reduce(outcomes) times its max_score and adds them; GroupMin.reduce (GroupMin.py:46-48) is min, GroupSum's
 * (GroupSum.py:48) sum/len; Sum.compute_score (Sum.py:130-133) adds outcome times the parameter a test. A test's
 * outcome is the checker's, or 1 or 0 by white diff (whitediff.py).
 */
export const SCORES: Record<string, Record<string, number>> = {
  // Subtask 0 is 000-001, subtask 1 is 002-004 (re.match of '00[01]' and '00[2-4]' on the sorted codenames).
  approx: {
    'soluzione.py': 100,
    // 000: 0.5, 001: 1 -> 40 * min = 20; 002: 1, 003: 0.5, 004: 1 -> 60 * 0.5 = 30.
    'near.py': 50,
    // 000-002: 1 -> 40; 003: 0 -> 60 * 0 = 0.
    'small.py': 40,
    // 000: 0.5, 001: 0 -> 0; 002-004: 0 -> 0.
    'wrong.py': 0,
  },
  // The loader's GroupMin from gen/GEN (italy_yaml.py:709, 725): [[20, 2], [30, 2], [50, 2]].
  subtasks: {
    'soluzione.py': 100,
    // Right on the two tests of three numbers: 20 * 1; the others 0.
    'small.py': 20,
    // White diff: blanks and trailing blank lines aside, each line's tokens equal: 100.
    'spaces.py': 100,
  },
  // The loader's Sum (italy_yaml.py:738): total_value 100 over 3 tests, 33.33... a test.
  outputs: {
    'soluzione.py': 100,
    'same.py': 100 / 3,
  },
  groupsum: {
    'soluzione.py': 100,
    // 50 * 3/4 + 50 * 1/2.
    'most.py': 62.5,
  },
  sum: {
    'soluzione.py': 100,
    // Right on tests 1, 2, 3, 5 and 6 (5 is 4 4): 5 * 12.5.
    'first.py': 62.5,
  },
  // The loader's Sum of 100 over 3 tests; same.cpp right on the first (0) alone.
  graded: {
    'soluzione.cpp': 100,
    'same.cpp': 100 / 3,
  },
};
