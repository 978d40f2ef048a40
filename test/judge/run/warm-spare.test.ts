// A warm host kept started for the next run (judge/run/warm-spare.ts): taken by a run of the same settings alone, its
// workers load the run's module, written after the spare was started, and nothing before it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { answerInWarmWorkers, type SpareSettings, WarmSpares } from '../../../judge/run/index.ts';

let root = '';
const spares = suite('WarmSpares');
spares.before(() => {
  root = mkdtempSync(join(tmpdir(), 'warm-spare-'));
});
spares.after(() => rmSync(root, { recursive: true, force: true }));

spares(
  'a spare is taken by a run of its settings, once; its workers answer with the module written after it',
  async () => {
    const folder = join(root, 'modules');
    mkdirSync(folder);
    const settings: SpareSettings = { folder, workers: 2, heapMb: 64, memoryMb: 192, sandbox: null };
    const keeper = new WarmSpares();
    try {
      keeper.prepare(settings);
      assert.is(await keeper.take({ ...settings, heapMb: 128 }), null, 'other settings: no spare');
      // The run's module, made once the spare is started (a save's bundle).
      const module = join(folder, '1.cjs');
      writeFileSync(module, 'exports.solve = (input) => String(Number(input) * 2);\n');
      const spare = await keeper.take(settings);
      assert.ok(spare, 'the spare for these settings');
      assert.is(await keeper.take(settings), null, 'taken: none left');
      const answers: string[] = [];
      await answerInWarmWorkers({
        ...{ module, spare, inputs: ['1', '2', '3'], workers: 2, timeoutMs: 5000, wallMs: 10_000 },
        ...{
          heapMb: 64,
          sandbox: null,
          onAnswer: (index, answer) => {
            answers[index] = JSON.stringify(answer);
          },
        },
      });
      assert.equal(
        answers.map((a) => JSON.parse(a).output),
        ['2', '4', '6'],
      );
      assert.ok(spare.gone, 'closed with its run');
    } finally {
      await keeper.close();
    }
    assert.not.ok(existsSync(folder), 'the folder of its modules goes with the keeper');
  },
);
spares('a spare left waiting holds no process open: one that is done exits, and the spare goes with it', async () => {
  const folder = join(root, 'left');
  mkdirSync(folder);
  const keeper = join(root, 'keeper.ts');
  const spareModule = new URL('../../../judge/run/warm-spare.ts', import.meta.url).pathname;
  writeFileSync(
    keeper,
    `import { WarmSpares } from ${JSON.stringify(spareModule)};\n` +
      `new WarmSpares().prepare({ folder: ${JSON.stringify(folder)}, workers: 2, heapMb: 64, memoryMb: 192, sandbox: null });\n`,
  );
  const child = spawnSync(process.execPath, ['--import', 'tsx', keeper], { encoding: 'utf8', timeout: 60_000 });
  assert.is(child.signal, null, 'it exited by itself (not killed by the timeout)');
  assert.is(child.status, 0, child.stderr);
  assert.not.ok(existsSync(folder), "the spare's folder removed at its exit");
});
spares.run();
