// Kattis packages written for the import's tests, shared by the file that checks what the import writes and says
// (test/scripts/formats/kattis/import-package.test.ts) and the one that judges and verifies what it wrote (its .e2e twin).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importCommand } from '../../scripts/import.ts';
import { type VerifyRow, verifyProblem } from '../../scripts/testdata/index.ts';
import type { Test } from 'uvu';
import { writeFiles } from './fixture-root.ts';
import { type CommandRun, runInProcess } from './run-command.ts';

/** verify's row of the inputs alone: verify is stopped once it is decided, before any solution is judged. */
export async function inputsRow(at: string, id: string): Promise<VerifyRow> {
  const stop = new AbortController();
  const [inputs] = await verifyProblem(at, id, undefined, stop.signal, () => stop.abort());
  return inputs;
}

/** "twosum" in the legacy format: print two numbers adding up to n; a custom output validator decides. */
export const LEGACY: Record<string, string> = {
  'problem.yaml':
    'name: Two that sum\nlimits:\n  memory: 512\n  output: 4\nvalidation: custom\nvalidator_flags: strict\n',
  '.timelimit': '0.5\n',
  'problem_statement/problem.en.md': '# Two that sum\n\nPrint two numbers that add up to n.\n',
  'data/sample/1.in': '5\n',
  'data/sample/1.ans': '5\n',
  'data/secret/9.in': '9\n',
  'data/secret/9.ans': '9\n',
  'data/secret/10.in': '10\n',
  'data/secret/10.ans': '10\n',
  'data/secret/big/deep/1000.in': '1000\n',
  'data/secret/big/deep/1000.ans': '1000\n',
  'data/secret/big/deep/1000.desc': 'a large n\n',
  'input_validators/range.py':
    'import sys\ns = sys.stdin.read()\nn = int(s)\nif s != str(n) + "\\n" or not 1 <= n <= 10**6:\n    print("n out of range"); sys.exit(1)\nsys.exit(42)\n',
  'input_validators/format.ctd': 'INT(1, 1000000) NEWLINE\n',
  'output_validators/sum/sum.js': `const fs = require('fs');
const [input, answer, feedback, flag] = process.argv.slice(2);
const want = Number(fs.readFileSync(answer, 'utf8'));
const got = fs.readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
if (flag !== 'strict') process.exit(1);
if (got.length === 2 && got[0] + got[1] === want) process.exit(42);
fs.writeFileSync(feedback + 'judgemessage.txt', 'got ' + got.join(' ') + ' for ' + want);
process.exit(43);
`,
  'submissions/accepted/halves.cpp':
    '#include <cstdio>\nint main() { long n; std::scanf("%ld", &n); std::printf("%ld %ld\\n", n / 2, n - n / 2); }\n',
  'submissions/accepted/zero.py': 'n = int(input())\nprint(0, n)\n',
  // A folder program: its source and a header beside it.
  'submissions/accepted/withheader/main.cpp':
    '#include <cstdio>\n#include "pair.h"\nint main() { long n; std::scanf("%ld", &n); print_pair(n, 0); }\n',
  'submissions/accepted/withheader/pair.h':
    '#include <cstdio>\ninline void print_pair(long a, long b) { std::printf("%ld %ld\\n", a, b); }\n',
  'submissions/accepted/old.py': '#!/usr/bin/env python2\nprint 0, input()\n',
  'submissions/accepted/other.kt': 'fun main() { val n = readLine()!!.toInt(); println("0 $n") }\n',
  // Off by one on 9, and crashes on 10: Kattis judges 10 first, so the package files it as a run-time error.
  'submissions/run_time_error/ten.js':
    "const n = Number(require('fs').readFileSync(0, 'utf8'));\nif (n === 10) throw new Error('ten');\nconsole.log(0, n === 9 ? 8 : n);\n",
  'submissions/wrong_answer/one.py': 'n = int(input())\nprint(1, n)\n',
  'submissions/time_limit_exceeded/spin.js': 'for (;;) {}\n',
  'submissions/partially_accepted/some.py': 'print(0)\n',
};

/**
 * "old-scoring": a legacy scoring package whose testdata.yaml files problemtools' default grader scores: secret/a all
 * or nothing (30), secret/b summed (10 a test), secret/c its best (30); partially_accepted/full.js scores in full.
 */
export const OLD_SCORING: Record<string, string> = (() => {
  const echo = "console.log(require('fs').readFileSync(0, 'utf8').trim());\n";
  // Wrong on 1 (costs secret/a its 30) and on 5 (one of secret/b's 10-point tests): 60 of 100.
  const off = "const n = Number(require('fs').readFileSync(0, 'utf8'));\nconsole.log(n === 1 || n === 5 ? 0 : n);\n";
  const files: Record<string, string> = {
    'problem.yaml': 'name: Old scoring\ntype: scoring\n',
    'problem_statement/problem.en.tex': '\\problemname{Old scoring}\nPrint n.\n',
    'data/testdata.yaml': 'on_reject: continue\nrange: 0 100\ngrader_flags: ignore_sample\n',
    'data/sample/1.in': '1\n',
    'data/sample/1.ans': '1\n',
    'data/secret/testdata.yaml': 'grader_flags: first_error accept_if_any_accepted\n',
    'data/secret/a/testdata.yaml': 'on_reject: break\naccept_score: 30\ngrader_flags: min\n',
    'data/secret/b/testdata.yaml': 'accept_score: 10\n',
    'data/secret/c/testdata.yaml': 'accept_score: 30\ngrader_flags: max\n',
    'input_validators/any.js': 'process.exit(42);\n',
    'submissions/accepted/echo.js': echo,
    'submissions/partially_accepted/off.js': off,
    'submissions/partially_accepted/full.js': echo,
  };
  const put = (folder: string, ns: number[]) => {
    for (const n of ns) {
      files[`data/secret/${folder}/${n}.in`] = `${n}\n`;
      files[`data/secret/${folder}/${n}.ans`] = `${n}\n`;
    }
  };
  put('a', [1, 2]);
  put('b', [3, 4, 5, 6]);
  put('c', [7, 8]);
  return files;
})();

/**
 * "order": late.js crashes on n = 1 and answers n = 100 wrong: problemtools meets 1-big.ans (n = 100) before 1.ans, so
 * the package files the submission under wrong_answer; in the order of base names ("1" before "1-big") it would be a
 * crash. Its validator accepts anything, its two invalid inputs (data/invalid_input/) among them.
 */
export const ORDER: Record<string, string> = {
  'problem.yaml': 'problem_format_version: 2025-09\nlimits:\n  time_limit: 1\n',
  'statement/problem.en.md': '# Order\n\nPrint n.\n',
  'data/sample/s.in': '5\n',
  'data/sample/s.ans': '5\n',
  'data/secret/1.in': '1\n',
  'data/secret/1.ans': '1\n',
  'data/secret/1-big.in': '100\n',
  'data/secret/1-big.ans': '100\n',
  'data/secret/3.in': '3\n',
  'data/secret/3.ans': '3\n',
  'data/secret/2/a.in': '2\n',
  'data/secret/2/a.ans': '2\n',
  'data/invalid_input/negative.in': '-1\n',
  'data/invalid_input/words/letters.in': 'five\n',
  'input_validators/any.js': 'process.exit(42);\n',
  'submissions/accepted/echo.js': "console.log(Number(require('fs').readFileSync(0, 'utf8')));\n",
  'submissions/wrong_answer/late.js':
    "const n = Number(require('fs').readFileSync(0, 'utf8'));\nif (n === 1) throw new Error('one');\nconsole.log(n === 100 ? 99 : n);\n",
};

/** "consts": 2025-09 constants, {{name}} and {{name.variant}} in validators, submissions, test_group.yaml, statement. */
export const CONSTS: Record<string, string> = {
  'problem.yaml':
    'problem_format_version: 2025-09\nlimits:\n  time_limit: 1\nconstants:\n  max_n:\n    value: 1000\n    tex: 10^3\n  eps: 1e-6\n  word: "ok"\n',
  'statement/problem.en.md': '# Constants\n\nPrint $n/3$ for $n \\le {{max_n.tex}}$, within {{eps}}.\n',
  'data/test_group.yaml': 'output_validator_args: [float_absolute_tolerance, {{eps}}]\n',
  'data/sample/1.in': '1\n',
  'data/sample/1.ans': '0.3333333333\n',
  'data/secret/2.in': '1000\n',
  'data/secret/2.ans': '333.3333333333\n',
  'input_validators/range.js':
    "const text = require('fs').readFileSync(0, 'utf8');\n// {{unset}} is no constant\nconst n = Number(text);\nprocess.exit(/^\\d+\\n$/.test(text) && n >= 1 && n <= {{max_n}} ? 42 : 43);\n",
  'submissions/accepted/third.js':
    "const n = Number(require('fs').readFileSync(0, 'utf8'));\nif ('{{word}}' !== 'ok' || {{max_n.value}} !== 1000) throw new Error('not substituted');\nconsole.log((n / 3 + {{eps}} / 2).toFixed(9));\n",
  'submissions/wrong_answer/coarse.js':
    "const n = Number(require('fs').readFileSync(0, 'utf8'));\nconsole.log((n / 3 + 2 * {{eps}}).toFixed(9));\n",
};

// Burns 0.6 s of CPU time (not of the clock: the same on a busy machine) before answering, Node.js's start on top:
// past the limit of 0.5 s, inside 1.5 times it (2025-09's time_limit_to_tle). The limit is short and the test one since four of the runs of its test go to the limit and
// two past it.
/**
 * A submission that uses 625 ms of CPU in all, counted from its process's start: a quarter of the limit's 500 ms
 * past it, and as far below the 750 ms it has with time_limit_to_tle, however long Node.js itself took to start on
 * a busy machine (counted from after the start, it once came within 50 ms of 750 and got TLE there, under load).
 */
const slow = (answer: string) =>
  `while (true) { const u = process.cpuUsage(); if (u.user + u.system > 0.625e6) break; }\nconsole.log(${answer});\n`;

/** "slow": an accepted submission and a wrong one that pass the time limit only with time_limit_to_tle times it. */
export const SLOW: Record<string, string> = {
  'problem.yaml': 'problem_format_version: 2025-09\nlimits:\n  time_limit: 0.5\n',
  'statement/problem.en.md': '# Slow\n\nPrint 1.\n',
  'data/secret/2.in': '2\n',
  'data/secret/2.ans': '1\n',
  'input_validators/any.js': 'process.exit(42);\n',
  'submissions/accepted/a-fast.js': 'console.log(1);\n',
  'submissions/accepted/slow.js': slow('1'),
  'submissions/wrong_answer/slow-wrong.js': slow('2'),
  'submissions/time_limit_exceeded/spin.js': 'for (;;) {}\n',
};

// Each validator reads its bound from its arguments: "max N" (default 10); data/secret/big needs 1000.
const bounded = (label: string) =>
  `const text = require('fs').readFileSync(0, 'utf8');\nif (!/^\\d+\\n$/.test(text)) process.exit(43);\nconst n = Number(text);\nconst at = process.argv.indexOf('max');\nconst max = at < 0 ? 10 : Number(process.argv[at + 1]);\nif (!(n >= 1 && n <= max)) { console.log('${label}: ' + n + ' > ' + max); process.exit(43); }\nprocess.exit(42);\n`;

/** "bygroup": input validator arguments as a list and as a map by name, output validator ones, by group. */
export const BY_GROUP: Record<string, string> = {
  'problem.yaml': 'problem_format_version: 2025-09\nlimits:\n  time_limit: 1\n',
  'statement/problem.en.md': '# By group\n\nPrint n.\n',
  'data/test_group.yaml': 'input_validator_args: [max, "20"]\n',
  'data/sample/1.in': '15\n',
  'data/sample/1.ans': '15\n',
  'data/secret/big/test_group.yaml':
    'input_validator_args:\n  first: [max, "1000"]\n  second: [max, "500"]\noutput_validator_args: [big]\nfull_feedback: true\n',
  // The output validator accepts only where its arguments are the answer's second line: each test's group's own.
  'output_validator/check.js':
    "const fs = require('fs');\nconst [, , input, answer] = process.argv;\nconst [want, tag = ''] = fs.readFileSync(answer, 'utf8').split('\\n');\nconst got = fs.readFileSync(0, 'utf8').trim();\nprocess.exit(got === want && process.argv.slice(5).join(' ') === tag ? 42 : 43);\n",
  'data/secret/big/1.in': '400\n',
  'data/secret/big/1.ans': '400\nbig\n',
  'data/secret/big/huge/2.in': '450\n',
  'data/secret/big/huge/2.ans': '450\nbig\n',
  'data/secret/3.in': '18\n',
  'data/secret/3.ans': '18\n',
  'input_validators/first.js': bounded('first'),
  'input_validators/second/second.js': bounded('second'),
  'submissions/accepted/echo.js': "console.log(Number(require('fs').readFileSync(0, 'utf8')));\n",
};

/** A package imported once into a root of its own, for a suite's tests to share; `remove` deletes both folders. */
export interface ImportedPackage {
  root: string;
  done: CommandRun;
  remove(): void;
}

/** Writes `files` as the package `name` in a temporary folder and imports it into a new temporary root. */
export async function importedPackage(name: string, files: Record<string, string>): Promise<ImportedPackage> {
  const root = mkdtempSync(join(tmpdir(), 'kit-import-root-'));
  const pkgs = mkdtempSync(join(tmpdir(), 'kit-import-pkgs-'));
  writeFiles(join(pkgs, name), files);
  const done = await runInProcess(importCommand, [join(pkgs, name), '--root', root]);
  const remove = () => {
    for (const dir of [root, pkgs]) rmSync(dir, { recursive: true, force: true });
  };
  return { root, done, remove };
}

/**
 * The legacy package (LEGACY, as "twosum") imported once before `tests` run, where `ready()` (asking for the tools
 * they need) allows, and removed after them: what the returned function gives, null where a tool is missing.
 */
export function legacyImportFor(tests: Test, ready: () => boolean): () => ImportedPackage | null {
  let imported: ImportedPackage | null = null;
  tests.before(async () => {
    if (ready()) imported = await importedPackage('twosum', LEGACY);
  });
  tests.after(() => imported?.remove());
  // Asked again in each test, so that each says it was skipped where a tool is missing (helpers/skip.ts).
  return () => (ready() ? imported : null);
}

/**
 * "included": 2025-09 include/: a Python module (with a constant substituted) and a C++ header each language's
 * submissions need, a data file for all, and a Java class the kit cannot add (its submission left out).
 */
export const INCLUDED: Record<string, string> = {
  'problem.yaml': 'problem_format_version: 2025-09\nlimits:\n  time_limit: 2\nconstants:\n  add: 1\n',
  'statement/problem.en.md': '# Included\n\nPrint n + 1.\n',
  'data/sample/1.in': '1\n',
  'data/sample/1.ans': '2\n',
  'data/secret/2.in': '5\n',
  'data/secret/2.ans': '6\n',
  'input_validators/any.js': 'process.exit(42);\n',
  'include/default/notes.txt': 'for every language\n',
  'include/python3/helper.py': 'ADD = {{add}}\n',
  'include/cpp/helper.h': '#define ADD 1\n',
  'include/java/Helper.java': 'class Helper { static final int ADD = 1; }\n',
  'submissions/accepted/plus.cpp':
    '#include <cstdio>\n#include "helper.h"\nint main() { long n; std::scanf("%ld", &n); std::printf("%ld\\n", n + ADD); }\n',
  'submissions/accepted/plus.py': 'import helper\nprint(int(input()) + helper.ADD)\n',
  'submissions/accepted/Plus.java':
    'public class Plus { public static void main(String[] a) { System.out.println(new java.util.Scanner(System.in).nextInt() + Helper.ADD); } }\n',
  'submissions/wrong_answer/minus.py': 'import helper\nprint(int(input()) - helper.ADD)\n',
};

/**
 * "subtasks": the 2025-09 specification's `scoring` example in small: subfolders of data/secret with the older
 * testdata.yaml (not a 2025-09 file) and no test_group.yaml, so secret is one group summing its four tests (25 each).
 */
export const SUBTASKS: Record<string, string> = {
  'problem.yaml': 'problem_format_version: 2025-09\ntype: scoring\nlimits:\n  time_limit: 1\n',
  'statement/problem.en.md': '# Subtasks\n\nPrint n.\n',
  'data/sample/1.in': '1\n',
  'data/sample/1.ans': '1\n',
  'data/secret/testdata.yaml': 'scoring:\n  aggregation: sum\n',
  'data/secret/subtask1/testdata.yaml': 'scoring:\n  score: 30\n  aggregation: min\n',
  'data/secret/subtask1/1.in': '1\n',
  'data/secret/subtask1/1.ans': '1\n',
  'data/secret/subtask1/2.in': '2\n',
  'data/secret/subtask1/2.ans': '2\n',
  'data/secret/subtask2/1.in': '30\n',
  'data/secret/subtask2/1.ans': '30\n',
  'data/secret/subtask2/2.in': '40\n',
  'data/secret/subtask2/2.ans': '40\n',
  'input_validators/any.js': 'process.exit(42);\n',
  'submissions/accepted/echo.js': "console.log(Number(require('fs').readFileSync(0, 'utf8')));\n",
  // Right below 10 only: 2 of the 4 secret tests, 50 points; subtask1 alone would be 0 of 30 under min.
  'submissions/partially_accepted/small.js':
    "const n = Number(require('fs').readFileSync(0, 'utf8'));\nconsole.log(n < 10 ? n : 0);\n",
};

/** SUBTASKS with a test_group.yaml in each subfolder: now two test data groups, pass-fail, 30 and 70 points. */
export const SUBTASK_GROUPS: Record<string, string> = {
  ...SUBTASKS,
  'data/secret/subtask1/test_group.yaml': 'max_score: 30\n',
  'data/secret/subtask2/test_group.yaml': 'max_score: 70\n',
};

/** OLD_SCORING as a 2023-07-draft package (problemtools' oddecho's format): graded by testdata.yaml all the same. */
export const DRAFT_SCORING: Record<string, string> = (() => {
  const files: Record<string, string> = {
    ...OLD_SCORING,
    'problem.yaml': 'problem_format_version: 2023-07-draft\nname: Draft scoring\ntype: scoring\n',
    'statement/problem.en.tex': '\\problemname{Draft scoring}\nPrint n.\n',
  };
  delete files['problem_statement/problem.en.tex'];
  return files;
})();
