// The judge's preparation: two files of one name for one problem (two contestants' sum.ts, as a contest lays them out)
// each get a bundle of their own, so neither overwrites the other's and neither is built again when judged again.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../judge/core/index.ts';
import { copyFixtureRoot } from '../../helpers/fixture-root.ts';

const prepare = suite('prepare: a solution bundled');

prepare('two files named alike for one problem: two bundles, neither built again when judged again', async () => {
  const root = mkdtempSync(join(tmpdir(), 'prepare-'));
  copyFixtureRoot(root);
  try {
    const files = ['ann', 'bob'].map((name) => {
      mkdirSync(join(root, 'source', name), { recursive: true });
      const file = join(root, 'source', name, 'sum.ts');
      cpSync(resolve(name === 'ann' ? 'test/fixtures/solutions/ac.ts' : 'test/fixtures/solutions/wa.ts'), file);
      // Saved a minute ago: a build is kept only when none of its files changed while it ran (kept-builds.ts).
      const before = new Date(Date.now() - 60_000);
      utimesSync(file, before, before);
      return file;
    });
    const judged = async (file: string) => {
      const report = await judge({ root, problemIds: ['sum'], solutions: { sum: file }, untrusted: true, jobs: 1 });
      const [program] = report.problems[0].programs;
      assert.is(program.kind, 'node');
      return {
        verdicts: report.problems[0].results.map((r) => r.verdict),
        bundle: program.kind === 'node' ? program.file : '',
      };
    };
    const ann = await judged(files[0]);
    const annBytes = readFileSync(ann.bundle);
    const annWritten = statSync(ann.bundle).mtimeMs;
    const bob = await judged(files[1]);
    assert.is.not(bob.bundle, ann.bundle);
    assert.equal(
      [ann.verdicts, bob.verdicts],
      [
        ['AC', 'AC'],
        ['WA', 'WA'],
      ],
    );
    // ann's bundle is as her judging left it, and judging her again takes it as it is: not written again.
    assert.ok(readFileSync(ann.bundle).equals(annBytes));
    const again = await judged(files[0]);
    assert.is(again.bundle, ann.bundle);
    assert.equal(again.verdicts, ['AC', 'AC']);
    assert.is(statSync(ann.bundle).mtimeMs, annWritten);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

prepare.run();
