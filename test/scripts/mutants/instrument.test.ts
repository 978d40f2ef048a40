// instrumentSources keeps what the instrumenter made, by the sources' paths and contents: a run on unchanged code
// reads it back instead of starting the instrumenter, a changed source is instrumented again, a broken kept file is
// made again.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { instrumentSources } from '../../../scripts/mutants/instrument.ts';

let dir = '';
let cache = '';
const kept = suite('instrumentSources: kept by content');
kept.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-instrument-'));
  cache = join(dir, 'cache');
  process.env.KIT_INSTRUMENT_CACHE = cache;
});
kept.after(() => {
  delete process.env.KIT_INSTRUMENT_CACHE;
  rmSync(dir, { recursive: true, force: true });
});

kept('made once, read back while the source is unchanged, made again when it changes or the kept file breaks', () => {
  const file = join(dir, 'larger.ts');
  writeFileSync(file, 'export const larger = (a: number, b: number): number => (a > b ? a : b);\n');
  const first = instrumentSources([file]);
  assert.ok(
    first.mutants.some((m) => m.replacement === 'a >= b'),
    'the instrumenter ran',
  );
  const [name] = readdirSync(cache);
  assert.equal(readdirSync(cache), [name], 'one result kept');
  // A doctored kept file shows where the second run's answer came from.
  const keptFile = join(cache, name);
  const doctored = JSON.parse(readFileSync(keptFile, 'utf8'));
  doctored.mutants[0].mutatorName = 'Kept';
  writeFileSync(keptFile, JSON.stringify(doctored));
  assert.is(instrumentSources([file]).mutants[0].mutator, 'Kept', 'read back, not made again');
  writeFileSync(keptFile, '{ broken');
  assert.is(instrumentSources([file]).mutants[0].mutator, first.mutants[0].mutator, 'a broken file is made again');
  writeFileSync(file, 'export const larger = (a: number, b: number): number => (a < b ? b : a);\n');
  const changed = instrumentSources([file]);
  assert.ok(
    changed.mutants.some((m) => m.replacement === 'a <= b'),
    'the changed source instrumented',
  );
  assert.is(readdirSync(cache).length, 2);
});

kept.run();
