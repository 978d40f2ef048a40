import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { listProblemIds, loadProblem } from '../../../judge/registry/problems.ts';
import { GROUPS, testdataDir } from '../../../judge/registry/testdata.ts';
import { buildGeneratedTests } from '../../../scripts/testdata/generate.ts';
import { skip } from '../../helpers/skip.ts';

const ROOT = '.';
/** The kit's own problems promise at least 150 generated tests each. */
const LARGE = ['bhoj-1460', 'lanqiao-lol', 'leetcode-913'];
const generated = suite('generated test data');
for (const id of listProblemIds(ROOT)) {
  generated(`${id}: the generator is deterministic`, async () => {
    const { generate } = await loadProblem(ROOT, id);
    if (!generate) return skip('generator', `${id} has no generator; nothing to check`);
    const first = generate();
    assert.equal(generate(), first);
    if (LARGE.includes(id)) assert.ok(first.length >= 150, `only ${first.length} cases`);
  });
  generated(`${id}: testdata/${id}/${GROUPS.random} is exactly what npm run gen writes`, async () => {
    // Answers come from the accepted solution; npm run gen also confirms them with the second solver.
    const problem = await loadProblem(ROOT, id);
    if (!problem.generate) return skip('generator', `${id} has no generator; nothing to check`);
    const built = await buildGeneratedTests(ROOT, problem, { confirm: false });
    const dir = testdataDir(ROOT, id, GROUPS.random);
    assert.ok(existsSync(dir), `${dir} is missing: run npm run gen -- ${id}`);
    const onDisk = readdirSync(dir).sort();
    const expected = built.tests.flatMap((t) => [`${t.name}.ans`, `${t.name}.in`]).sort();
    assert.equal(onDisk, expected);
    for (const t of built.tests) {
      assert.is(readFileSync(join(dir, `${t.name}.in`), 'utf8'), t.input, `${t.name}.in`);
      assert.is(readFileSync(join(dir, `${t.name}.ans`), 'utf8'), t.answer, `${t.name}.ans`);
    }
  });
}
generated.run();
