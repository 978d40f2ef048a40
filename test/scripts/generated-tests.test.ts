import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGeneratedTests, GENERATED_GROUP } from '../../scripts/lib/generated-tests.ts';
import { TOOL_IDS, toolsFor } from '../../scripts/lib/problem-tools.ts';

const generated = suite('generated test data');
for (const id of TOOL_IDS) {
  generated(`${id}: the generator is deterministic`, () => {
    const first = toolsFor(id).generate();
    const second = toolsFor(id).generate();
    assert.equal(second, first);
    assert.ok(first.length >= 150, `only ${first.length} cases`);
  });
  generated(`${id}: testdata/${id}/${GENERATED_GROUP} is exactly what npm run gen writes`, () => {
    // Answers come from the accepted solution; npm run gen also confirms them with the second solver.
    const suiteBuilt = buildGeneratedTests(id, { confirm: false });
    const dir = join('testdata', id, GENERATED_GROUP);
    const onDisk = readdirSync(dir).sort();
    const expected = suiteBuilt.tests.flatMap((t) => [`${t.name}.ans`, `${t.name}.in`]).sort();
    assert.equal(onDisk, expected);
    for (const t of suiteBuilt.tests) {
      assert.is(readFileSync(join(dir, `${t.name}.in`), 'utf8'), t.input, `${t.name}.in`);
      assert.is(readFileSync(join(dir, `${t.name}.ans`), 'utf8'), t.answer, `${t.name}.ans`);
    }
  });
}
generated.run();
