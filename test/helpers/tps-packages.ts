// TPS tasks written for the import's tests, laid out as TPS's task template lays one out (problem.json,
// subtasks.json, solutions.json, gen/data with gen/manual/ and a generator, validator/, checker/, grader/cpp/,
// solution/, public/examples/), with test/fixtures/polygon/testlib.h standing in for TPS's testlib (its checker
// quits as CMS reads a checker). Shared by the readers' unit files (test/scripts/formats/tps/) and the end-to-end one.
import { TESTLIB_H } from './polygon-packages.ts';

/** gen/gen.cpp: a pair of random numbers in [low, high], seeded by the arguments (testlib's registerGen). */
const CPP_GENERATOR = {
  'gen/testlib.h': TESTLIB_H,
  'gen/gen.cpp': `#include "testlib.h"
#include <cstdio>
#include <cstdlib>
int main(int argc, char **argv) {
  registerGen(argc, argv, 1);
  long long low = std::atoll(argv[1]), high = std::atoll(argv[2]);
  long long a = rnd.next(low, high), b = rnd.next(low, high);
  std::printf("%lld %lld\\n", a, b);
}
`,
};

/** gen/gen.sh in its place, for tests that build nothing: the pair low and high. */
const SHELL_GENERATOR = { 'gen/gen.sh': 'echo "$1 $2"\n' };

/**
 * "pairsum": a batch task with a C++ grader (the solution implements `add`, the grader reads a and b and prints the
 * sum), subtasks samples (0 points), small (a, b <= 10, 20 points), medium (<= 1000, 30) and full (<= 2 * 10^9, 50),
 * each including the one before, made by gen/gen.cpp (or, with `shellGenerator`, gen/gen.sh); a global validator and one for small and for medium; a checker giving half marks to
 * an answer off by one; solutions: the model, one whose int overflows on full (incorrect there alone), one always off
 * by one (partially correct), one that spins on sums above 20 (time limit but in samples and small), and a Java one
 * (its grader is the program's entry: not taken).
 */
export function pairsumTask(options: { shellGenerator?: boolean } = {}): Record<string, string> {
  const validator = (most: string) => `#include "testlib.h"
int main(int argc, char **argv) {
  registerValidation(argc, argv);
  inf.readLong(1, ${most}, "a");
  inf.readSpace();
  inf.readLong(1, ${most}, "b");
  inf.readEoln();
  inf.readEof();
  return 0;
}
`;
  const solution = (body: string) => `#include "pairsum.h"\n\nlong long add(long long a, long long b) {\n${body}\n}\n`;
  return {
    'problem.json': `${JSON.stringify(
      {
        name: 'pairsum',
        code: 'pairsum',
        title: 'Pair Sum',
        type: 'Batch',
        has_grader: true,
        time_limit: 0.5,
        memory_limit: 256,
        description: 'Add two numbers',
      },
      null,
      4,
    )}\n`,
    'subtasks.json': `{
\t"global_validators": ["validator.cpp"],
\t"subtasks": {
\t\t"samples": { "index": 0, "score": 0, "validators": [] },
\t\t"small": { "index": 1, "score": 20, "validators": ["validator-small.cpp"] },
\t\t"medium": { "index": 2, "score": 30, "validators": ["validator-medium.cpp"] },
\t\t"full": { "index": 3, "score": 50, "validators": [] }
\t}
}
`,
    'solutions.json': `{
    "correct.cpp": { "verdict": "model_solution" },
    "correct.java": { "verdict": "correct" },
    "overflow.cpp": { "verdict": "incorrect", "except": { "samples": "correct", "small": "correct", "medium": "correct" } },
    "off-by-one.cpp": { "verdict": "partially_correct" },
    "spins.cpp": { "verdict": "time_limit", "except": { "samples": "correct", "small": "correct" } }
}
`,
    'gen/data': `# The sample, as public/examples has it.
@subtask samples
copy ../public/examples/01.in

@subtask small
@include samples
manual small-1.in
gen 1 10 1
gen 1 10 2

@subtask medium
@include small
gen 11 1000 3

@subtask full
@include medium
gen 1500000000 2000000000 4
`,
    'gen/manual/small-1.in': '10 10\n',
    ...(options.shellGenerator ? SHELL_GENERATOR : CPP_GENERATOR),
    'validator/testlib.h': TESTLIB_H,
    'validator/validator.cpp': validator('2000000000'),
    'validator/validator-small.cpp': validator('10'),
    'validator/validator-medium.cpp': validator('1000'),
    'checker/testlib.h': TESTLIB_H,
    'checker/checker.cpp': `#include "testlib.h"
int main(int argc, char **argv) {
  registerChecker("pairsum", argc, argv);
  long long expected = ans.readLong(-4000000000LL, 4000000000LL, "answer");
  long long got = ouf.readLong(-4000000000LL, 4000000000LL, "output");
  if (got == expected) quitf(_ok, "the sum");
  if (got == expected + 1 || got == expected - 1) quitp(0.5, "off by one");
  quitf(_wa, "expected %lld, got %lld", expected, got);
}
`,
    'grader/cpp/pairsum.h': 'long long add(long long a, long long b);\n',
    'grader/cpp/grader.cpp': `#include <cstdio>
#include "pairsum.h"
int main() {
  long long a, b;
  if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
  std::printf("%lld\\n", add(a, b));
}
`,
    'grader/java/grader.java': `public class grader {
  public static void main(String[] args) {
    java.util.Scanner in = new java.util.Scanner(System.in);
    System.out.println(new pairsum().add(in.nextLong(), in.nextLong()));
  }
}
`,
    'solution/correct.cpp': solution('  return a + b;'),
    'solution/correct.java': 'public class pairsum {\n  long add(long a, long b) { return a + b; }\n}\n',
    'solution/overflow.cpp': solution('  int sum = (int)(a + b);\n  return sum;'),
    'solution/off-by-one.cpp': solution('  return a + b + 1;'),
    'solution/spins.cpp': solution('  volatile long long spin = 0;\n  while (a + b > 20) spin++;\n  return a + b;'),
    'public/examples/01.in': '3 4\n',
    'public/examples/01.out': '7\n',
    'statement/index.md': '# Pair Sum\n\nPrint a + b.\n',
  };
}
