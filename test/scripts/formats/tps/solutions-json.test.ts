import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertRefusals } from '../../../helpers/user-errors.ts';
import { readSolutionsJson } from '../../../../scripts/formats/tps/solutions-json.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';

let dir = '';
const SUBTASKS = ['samples', 'small', 'full'];
const read = (text: string) => {
  writeFiles(dir, { 'solutions.json': text });
  return readSolutionsJson(dir, SUBTASKS);
};

const solutions = suite('readSolutionsJson');
solutions.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-tps-solutions-'));
});
solutions.after.each(() => rmSync(dir, { recursive: true, force: true }));

solutions('each solution with its verdict and exceptions by subtask, the model solution first', () => {
  const read1 = read(`{
  "greedy.cpp": {
    "verdict": "incorrect",
    "except": { "samples": "correct", "small": "time_limit" }
  },
  "main.cpp": { "verdict": "model_solution" },
  "slow.java": { "verdict": "time_limit_and_runtime_error" }
}`);
  assert.equal(read1, [
    { file: 'main.cpp', verdict: 'model_solution', except: {}, line: 6 },
    { file: 'greedy.cpp', verdict: 'incorrect', except: { samples: 'correct', small: 'time_limit' }, line: 2 },
    { file: 'slow.java', verdict: 'time_limit_and_runtime_error', except: {}, line: 7 },
  ]);
});

solutions('a bad field is named at its line; exactly one model solution', () => {
  const cases: [string, string][] = [
    [
      '{\n "a.cpp": { "verdict": "accepted" }\n}',
      'solutions.json:2: field "a.cpp.verdict" must be one of model_solution, correct, time_limit, memory_limit, incorrect, runtime_error, failed, time_limit_and_runtime_error, partially_correct, got "accepted"',
    ],
    [
      '{\n "a.cpp": { "verdict": "model_solution", "except": { "medium": "correct" } }\n}',
      'solutions.json:2: field "a.cpp.except.medium": no subtask of subtasks.json is named so',
    ],
    [
      '{\n "a.cpp": { "verdict": "model_solution",\n  "except": { "small": "ok" } }\n}',
      'solutions.json:3: field "a.cpp.except.small" must be one of model_solution, correct, time_limit, memory_limit, incorrect, runtime_error, failed, time_limit_and_runtime_error, partially_correct, got "ok"',
    ],
    [
      '{\n "a.cpp": { "verdict": "model_solution", "except": [] }\n}',
      'solutions.json:2: field "a.cpp.except" must map subtasks to verdicts',
    ],
    ['{\n "a.cpp": "correct"\n}', 'solutions.json:2: field "a.cpp" must be an object with "verdict"'],
    [
      '{\n "a.cpp": { "verdict": "correct" }\n}',
      'solutions.json:1: field "verdict": exactly one solution must be the model_solution, none is',
    ],
    [
      '{\n "a.cpp": { "verdict": "model_solution" },\n "b.cpp": { "verdict": "model_solution" }\n}',
      'solutions.json:3: field "verdict": exactly one solution must be the model_solution, a.cpp, b.cpp are',
    ],
  ];
  assertRefusals(cases, read);
});
solutions.run();
