import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseGenData } from '../../../../scripts/formats/tps/gen-data.ts';
import { dos2unix, makeInputs } from '../../../../scripts/formats/tps/generate.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';

let dir = '';
const make = async (files: Record<string, string>, genData: string) => {
  writeFiles(join(dir, 'task'), { ...files, 'gen/data': genData });
  const { tests } = parseGenData(genData, false);
  return makeInputs(join(dir, 'task'), tests, join(dir, 'scratch'), 2);
};
const text = (file: string | undefined) => readFileSync(file!, 'utf8');

const inputs = suite('makeInputs');
inputs.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-tps-generate-'));
});
inputs.after.each(() => rmSync(dir, { recursive: true, force: true }));

inputs('manual, copy and a generator run in gen/ with its words; the header and footer around each', async () => {
  const made = await make(
    {
      'gen/manual/a.in': '1 2\r\n',
      'gen/gen.sh': 'printf "%s|%s|%s\\n" "$1" "$2" "$(cat seed.txt)"\n',
      'gen/seed.txt': 'seeded',
      'gen/input.header': 'H\n',
      'gen/input.footer': 'F\n',
      'public/examples/01.in': '3 4\n',
    },
    '@subtask s\nmanual a.in\ncopy ../public/examples/01.in\ngen "x y" z\n',
  );
  assert.equal(made.failures, []);
  assert.equal(
    ['0-01', '0-02', '0-03'].map((name) => text(made.files.get(name))),
    ['H\n1 2\nF\n', 'H\n3 4\nF\n', 'H\nx y|z|seeded\nF\n'],
  );
  assert.equal(made.converted, ['0-01'], 'the manual test’s CRLF made LF, as dos2unix does');
});

inputs('a test that cannot be made is named by its line, and why', async () => {
  const made = await make(
    {
      'gen/fails.sh': 'echo "n is too large" >&2\nexit 3\n',
      'gen/built.exe': '',
      'secret.txt': 'the package’s own file',
    },
    '@subtask s\nmanual gone.in\nmanual a b\ncopy ../../outside.in\nfails 5\nbuilt 1\nnone 1\n',
  );
  assert.equal(made.failures, [
    'gen/data:2 (manual gone.in): test 0-01: gen/manual/gone.in is not in the package',
    'gen/data:3 (manual a b): test 0-02: manual takes one file, got 2',
    'gen/data:4 (copy ../../outside.in): test 0-03: ../../outside.in is outside the package',
    'gen/data:5 (fails 5): test 0-04: the generator exited with 3: n is too large',
    'gen/data:6 (built 1): test 0-05: gen/built.exe is a built program without its source (gen/built.cpp)',
    'gen/data:7 (none 1): test 0-06: no generator gen/none.sh, gen/none.py or gen/none.cpp',
  ]);
  assert.is(made.files.size, 0);
});

const unix = suite('dos2unix');
unix('CR LF made LF and a byte order mark taken off; a binary file, or one with nothing to change, as it is', () => {
  assert.is(dos2unix(Buffer.from('a\r\nb\r\n')).toString(), 'a\nb\n');
  assert.is(dos2unix(Buffer.from('\uFEFFa\n')).toString(), 'a\n');
  assert.is(dos2unix(Buffer.from('a\rb\n')).toString(), 'a\rb\n', 'a lone CR stays');
  const binary = Buffer.from('a\r\n\u0000');
  assert.is(dos2unix(binary), binary);
  const plain = Buffer.from('a\n');
  assert.is(dos2unix(plain), plain);
});

inputs.run();
unix.run();
