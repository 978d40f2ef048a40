import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runGenerator } from '../../../scripts/formats/run-generator.ts';

let dir = '';
const generator = suite('runGenerator');
generator.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-run-generator-'));
});
generator.after.each(() => rmSync(dir, { recursive: true, force: true }));

generator('its standard output into the file, byte for byte, run in the folder given', async () => {
  const to = join(dir, 'out');
  assert.is(await runGenerator(['sh', '-c', 'printf "a\\r\\n%s" "$(pwd)"'], to, dir), null);
  assert.is(readFileSync(to, 'utf8'), `a\r\n${dir}`);
});
generator('a failure in one line: its exit and the first line it said; a hang stopped at the wall', async () => {
  const to = join(dir, 'out');
  assert.is(
    await runGenerator(['sh', '-c', 'echo "n too large" >&2; echo more >&2; exit 3'], to, dir),
    'exited with 3: n too large',
  );
  assert.is(await runGenerator(['sh', '-c', 'kill -9 $$'], to, dir), 'died by SIGKILL');
  assert.is(await runGenerator(['sh', '-c', 'sleep 30'], to, dir, 200), 'still running after 0.2 s');
  assert.match((await runGenerator([join(dir, 'absent')], to, dir)) ?? '', /ENOENT/);
});
generator.run();
