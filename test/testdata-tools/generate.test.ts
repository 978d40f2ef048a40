import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { listProblemIds, loadProblem } from '../../kit/registry.ts';
import { GROUPS, testdataDir } from '../../kit/testdata-layout.ts';
import { buildGeneratedTests } from '../../testdata-tools/generate.ts';

const ROOT = '.';
const generated = suite('generated test data');
for (const id of listProblemIds(ROOT)) {
  generated(`${id}: the generator is deterministic`, async () => {
    const { generate } = await loadProblem(ROOT, id);
    const first = generate!();
    assert.equal(generate!(), first);
    assert.ok(first.length >= 150, `only ${first.length} cases`);
  });
  generated(`${id}: testdata/${id}/${GROUPS.generated} is exactly what npm run gen writes`, async () => {
    // Answers come from the accepted solution; npm run gen also confirms them with the second solver.
    const built = await buildGeneratedTests(ROOT, await loadProblem(ROOT, id), { confirm: false });
    const dir = testdataDir(ROOT, id, GROUPS.generated);
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
