import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { expectedPoints, expectedVerdicts } from '../../../scripts/testdata/wrong-solutions.ts';

const headers = suite('expectedVerdicts');
headers('every wrong solution names its mistake and verdict', () => {
  for (const id of readdirSync('solutions/wrong').filter((d) => d !== 'lib')) {
    for (const file of readdirSync(join('solutions/wrong', id))) {
      const verdicts = expectedVerdicts(join('solutions/wrong', id, file));
      assert.ok(verdicts.length > 0 && !verdicts.includes('AC'), `${id}/${file}`);
    }
  }
});
headers('reads alternatives and rejects a file without a header', () => {
  const dir = mkdtempSync(join(tmpdir(), 'verify-'));
  try {
    writeFileSync(join(dir, 'a.ts'), '// WRONG (expect WA or TLE): loops\n');
    assert.equal(expectedVerdicts(join(dir, 'a.ts')), ['WA', 'TLE']);
    writeFileSync(join(dir, 'c.py'), '# WRONG (expect RE): divides by zero\n');
    assert.equal(expectedVerdicts(join(dir, 'c.py')), ['RE']);
    assert.is(expectedPoints(join(dir, 'c.py')), null);
    writeFileSync(join(dir, 'd.cpp'), '// WRONG (expect TLE or MLE; 40-62.5 points): searches everything\n');
    assert.equal(
      [expectedVerdicts(join(dir, 'd.cpp')), expectedPoints(join(dir, 'd.cpp'))],
      [
        ['TLE', 'MLE'],
        [40, 62.5],
      ],
    );
    writeFileSync(join(dir, 'e.ts'), '// WRONG (expect TLE; 50 points): searches everything\n');
    assert.equal(expectedPoints(join(dir, 'e.ts')), [50, 50]);
    writeFileSync(join(dir, 'b.ts'), 'export const solve = () => "";\n');
    assert.throws(
      () => expectedVerdicts(join(dir, 'b.ts')),
      /b\.ts:1: header: expected "\/\/ WRONG \(expect WA\): what the mistake is"/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
headers.run();
