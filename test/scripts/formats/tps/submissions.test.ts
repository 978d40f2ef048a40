import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { UserError } from '../../../../judge/base/index.ts';
import { readProblemJson } from '../../../../scripts/formats/tps/problem-json.ts';
import { readSolutionsJson } from '../../../../scripts/formats/tps/solutions-json.ts';
import { takeSolutions } from '../../../../scripts/formats/tps/submissions.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';

let dir = '';
const SCORED = [{ name: 'all', score: 100 }];
const take = (problem: Record<string, unknown>, solutions: Record<string, unknown>, files: Record<string, string>) => {
  writeFiles(dir, {
    'problem.json': JSON.stringify({ name: 'sum', type: 'Batch', time_limit: 1, memory_limit: 256, ...problem }),
    'solutions.json': JSON.stringify(solutions, null, 2),
    ...files,
  });
  return takeSolutions(dir, readProblemJson(dir), readSolutionsJson(dir, ['all']), SCORED);
};

const solutions = suite('takeSolutions');
solutions.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-tps-submissions-'));
});
solutions.after.each(() => rmSync(dir, { recursive: true, force: true }));

solutions('without a grader every language the kit runs is taken; the others, and missing files, named', () => {
  const taken = take(
    { has_grader: false },
    {
      'main.py': { verdict: 'model_solution' },
      'Alt.java': { verdict: 'correct' },
      'wa.cpp': { verdict: 'incorrect' },
      'old.pas': { verdict: 'correct' },
      'two.py2': { verdict: 'correct' },
      'gone.cpp': { verdict: 'correct' },
      'x.rb': { verdict: 'correct' },
    },
    Object.fromEntries(
      ['main.py', 'Alt.java', 'wa.cpp', 'old.pas', 'two.py2', 'x.rb'].map((f) => [`solution/${f}`, '']),
    ),
  );
  assert.equal(
    taken.submissions.map((s) => [s.main, s.expect, s.score, s.include]),
    [
      ['solution/main.py', 'accepted', undefined, undefined],
      ['solution/Alt.java', 'accepted', undefined, undefined],
      ['solution/wa.cpp', 'wrong_answer', [0, 100], undefined],
    ],
  );
  assert.is(taken.model, 'solution/main.py');
  assert.equal(taken.notTaken, [
    'solution/old.pas: in Pascal, which the kit does not run',
    'solution/two.py2: in Python 2, which the kit does not run',
    'solution/gone.cpp: not in the package',
    'solution/x.rb: not in a language TPS compiles (.cpp, .java, .py, .pas)',
  ]);
  assert.is(taken.usesEval, false);
});

solutions(
  'with a grader: C++ beside grader/cpp/<name>.h and <grader_name>.cpp; a missing grader file named once',
  () => {
    const files = {
      'solution/main.cpp': '#include "sum.h"\n',
      'solution/slow.cpp': '#ifdef EVAL\n#endif\n',
      'grader/cpp/sum.h': '',
      'grader/cpp/stub.cpp': '',
    };
    const solutionsJson = { 'main.cpp': { verdict: 'model_solution' }, 'slow.cpp': { verdict: 'time_limit' } };
    const taken = take({ grader_name: 'stub' }, solutionsJson, files);
    assert.equal(taken.submissions[1].include, [
      { from: 'grader/cpp/sum.h', to: 'sum.h' },
      { from: 'grader/cpp/stub.cpp', to: 'stub.cpp' },
    ]);
    assert.is(taken.usesEval, true, 'slow.cpp tests EVAL');
    rmSync(dir, { recursive: true });
    const { 'grader/cpp/stub.cpp': _stub, ...lacking } = files;
    assert.throws(
      () => take({ grader_name: 'stub' }, solutionsJson, lacking),
      (error: Error) =>
        error instanceof UserError &&
        error.message ===
          "solutions.json:2: the model solution, solution/main.cpp, makes the answers, and the kit cannot run it: its grader's grader/cpp/stub.cpp is not in the package",
    );
  },
);
solutions.run();
