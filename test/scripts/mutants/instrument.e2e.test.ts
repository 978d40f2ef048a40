// instrumentSources keeps what the instrumenter made, by the sources' paths and contents: a run on unchanged code
// reads it back instead of starting the instrumenter, a changed source is instrumented again, a broken kept file is
// made again. End to end: StrykerJS's instrumenter started in its own process each time (npm run test:full).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { instrumentSources } from '../../../scripts/mutants/instrument.ts';
import { setEnv } from '../../helpers/env.ts';

let dir = '';
let cache = '';
let restoreEnv = () => {};
const kept = suite('instrumentSources: kept by content');
kept.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-instrument-'));
  cache = join(dir, 'cache');
  restoreEnv = setEnv({ KIT_INSTRUMENT_CACHE: cache });
});
kept.after(() => {
  restoreEnv();
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

kept('a copy elsewhere reads back what was made for the original, with its own paths', () => {
  const original = join(dir, 'a', 'smaller.ts');
  const copy = join(dir, 'b', 'smaller.ts');
  const source = 'export const smaller = (a: number, b: number): number => (a < b ? a : b);\n';
  for (const file of [original, copy]) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
  }
  const made = instrumentSources([original]);
  const count = readdirSync(cache).length;
  const again = instrumentSources([copy]);
  assert.is(readdirSync(cache).length, count, 'nothing new made');
  assert.equal(
    again.mutants.map((m) => m.file),
    made.mutants.map(() => copy),
  );
  assert.equal([...again.contents.keys()], [copy]);
  assert.is(again.contents.get(copy), made.contents.get(original));
});

kept('source the instrumenter cannot parse: one error naming the file where it is', () => {
  const broken = join(dir, 'broken.ts');
  writeFileSync(broken, 'export const = ;\n');
  assert.throws(
    () => instrumentSources([broken]),
    (error: Error) => error.message.includes(`the instrumenter failed on ${broken}`) && !error.message.includes('/0/'),
  );
});

kept.run();
