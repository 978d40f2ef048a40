// sol/ as the task's submissions: sol/soluzione accepted, the others kept unjudged; in a task with a grader each C
// or C++ solution given the grader of its language and sol/'s headers, as CMS compiles it, one whose grader is the
// program (Python) or is missing named as not taken; a language the kit does not run named; EVAL said.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { takeSolutions } from '../../../../scripts/formats/cms/solutions.ts';
import { APPROX, GRADED } from '../../../helpers/cms-packages.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';

let dir = '';
const taking = suite('takeSolutions');
taking.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-cms-sol-'));
});
taking.after.each(() => rmSync(dir, { recursive: true, force: true }));

taking('without a grader: each alone, soluzione accepted, the rest in do-not-run/', () => {
  writeFiles(dir, { ...APPROX, 'sol/old.pas': 'begin end.\n', 'sol/notes.txt': '' });
  const { submissions, said, notTaken } = takeSolutions(dir);
  assert.equal(
    submissions.map((s) => [s.main, s.expect, s.include]),
    [
      ['sol/near.py', 'do-not-run', undefined],
      ['sol/small.py', 'do-not-run', undefined],
      ['sol/soluzione.py', 'accepted', undefined],
      ['sol/wrong.py', 'do-not-run', undefined],
    ],
  );
  assert.equal(said, [
    "sol/near.py, sol/small.py, sol/wrong.py: CMS states no result they must get; kept in the gallery's do-not-run/, for npm run judge -- <id> --solution FILE",
  ]);
  assert.equal(notTaken, ['sol/old.pas: a language the kit does not run']);
});
taking("with a grader: C and C++ compiled with their language's grader and sol/'s headers; Python named", () => {
  writeFiles(dir, {
    ...GRADED,
    'sol/plain.c': '#include "graded.h"\nlong long twice(long long n) { return n + n; }\n',
  });
  const { submissions, said, notTaken } = takeSolutions(dir);
  const grader = [
    { from: 'sol/grader.cpp', to: 'grader.cpp' },
    { from: 'sol/graded.h', to: 'graded.h' },
  ];
  assert.equal(
    submissions.map((s) => [s.main, s.expect, s.include]),
    [
      ['sol/same.cpp', 'do-not-run', grader],
      ['sol/soluzione.cpp', 'accepted', grader],
    ],
  );
  assert.match(
    said[0],
    /^grader: each C or C\+\+ solution is a folder with sol\/grader\.cpp and sol\/graded\.h beside it/,
  );
  assert.equal(notTaken, [
    'sol/plain.c: the task has no sol/grader.c, which CMS compiles a .c submission with',
    "sol/twice.py: CMS runs the task's grader as the program (sol/grader.py), calling the solution, where the kit runs the solution's own file",
  ]);
});
taking('a grader or a solution that tests EVAL, which CMS defines and the kit does not, is named', () => {
  writeFiles(dir, { ...GRADED, 'sol/grader.cpp': `#ifdef EVAL\n#endif\n${GRADED['sol/grader.cpp']}` });
  assert.equal(
    takeSolutions(dir).notTaken.at(-1),
    'sol/grader.cpp: tests EVAL, which CMS defines when it compiles a submission (-DEVAL); the kit compiles without it',
  );
});
taking.run();
