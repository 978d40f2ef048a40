// verify's row of a problem's explainer: its answer on every case of every test must be the test's; one that is not
// is named with the test and the line, as a fault of the problem. Stress names it too, under the case it shrank.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadProblem } from '../../../judge/registry/index.ts';
import { scaffoldProblem } from '../../../scripts/scaffold/new-problem.ts';
import { stressText } from '../../../scripts/stress.ts';
import { explainerRow } from '../../../scripts/testdata/explainer-row.ts';
import { emptyAuthoringRoot } from '../../helpers/fixture-root.ts';

let root = '';
const row = suite("verify's explainer row");
row.before(() => {
  root = emptyAuthoringRoot('explainer-row-');
  // Two problems, each the scaffold's (its sample's answer the sum of its values, which its explainer explains) with a
  // test of a negative value; a module is loaded once per path, so the wrong explainer is a problem of its own.
  for (const id of ['sums', 'wrong']) {
    scaffoldProblem(root, id);
    writeFileSync(join(root, `testdata/${id}/sample/2.in`), '2\n-5 5\n');
    writeFileSync(join(root, `testdata/${id}/sample/2.ans`), '0\n');
  }
  // Off by one where a value is negative: the sample agrees, the second test does not.
  const file = join(root, 'solutions/explain/wrong.ts');
  const wrong = 'const answer = String(values.some((v) => v < 0) ? total + 1 : total);';
  writeFileSync(file, readFileSync(file, 'utf8').replace('const answer = String(total);', wrong));
});
row.after(() => rmSync(root, { recursive: true, force: true }));

row("an explainer that agrees: every case's answer the test's", async () => {
  const said = await explainerRow(root, await loadProblem(root, 'sums'));
  assert.equal(said, { label: '(the explainer)', ok: true, said: 'agrees with every answer: 2 cases of 2 tests' });
});

row('one that does not: the test and the line named, the fault and the command to look at it', async () => {
  const said = await explainerRow(root, await loadProblem(root, 'wrong'));
  assert.is(said?.ok, false);
  assert.is(said?.said, 'solutions/explain/wrong.ts explains "1" on sample/2 line 1, whose answer is "0"');
  assert.match(said?.fault ?? '', 'fix the explainer: npm run explain -- wrong testdata/wrong/sample/2.in');
});

row("stress names an explainer that disagrees with the expected answer, as the problem's fault", () => {
  const text = stressText(
    {
      found: true,
      seed: 1,
      casesTried: 3,
      elapsedMs: 10,
      shrinkMs: 5,
      shrinkTried: 0,
      failure: 'wrong answer',
      input: '2\n-5 5\n',
      expected: '0\n',
      actual: '10\n',
      foundSize: '2 values',
      size: '2 values',
      shrunk: false,
      source: 'random',
      explanation: { headline: 'the sum is 1', line: '+-5 = -5, +5 = 1' },
      explainerAnswers: '1',
    },
    'sums',
    '--solution my.ts',
  );
  assert.match(
    text,
    'the problem\'s explainer is wrong here: it answers "1" where the expected answer is "0" (a fault of solutions/explain/sums.ts, not of the solution',
  );
  assert.not.match(text, 'why: the sum is 1');
});

row.run();
