// A Kattis 2025-09 scoring package imported, exported again (2025-09, the format whose groups hold points) and
// imported once more keeps every score: its groups, require_pass, validator arguments by group and submissions.yaml.
// An end-to-end run of many judgements: npm run test:full.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { judge } from '../../../../judge/core/index.ts';
import { exportCommand } from '../../../../scripts/export.ts';
import { importCommand } from '../../../../scripts/import.ts';
import { writeFiles } from '../../../helpers/fixture-root.ts';
import { runInProcess } from '../../../helpers/run-command.ts';
import { PARTS } from '../../../helpers/scoring-package.ts';

const trip = suite('scores through export and import');
trip('export then import keeps every group, requirement and score', async () => {
  const root = mkdtempSync(join(tmpdir(), 'kit-scores-root-'));
  const pkgs = mkdtempSync(join(tmpdir(), 'kit-scores-pkgs-'));
  try {
    writeFiles(join(pkgs, 'parts'), PARTS);
    const first = await runInProcess(importCommand, [join(pkgs, 'parts'), '--root', root]);
    assert.is(first.status, 0, first.stderr);
    const out = join(pkgs, 'partsagain');
    // A min group requiring others it does not hold: only 2025-09's require_pass keeps its score.
    const exported = await runInProcess(exportCommand, [
      'parts',
      '--kattis',
      out,
      '--format',
      '2025-09',
      '--root',
      root,
    ]);
    assert.is(exported.status, 0, exported.stderr);
    assert.match(readFileSync(join(out, 'problem.yaml'), 'utf8'), /problem_format_version: 2025-09\ntype: scoring\n/);
    assert.equal(readFileSync(join(out, 'data/secret/g3/test_group.yaml'), 'utf8').split('\n').slice(0, 5), [
      'max_score: 50',
      'score_aggregation: min',
      'require_pass:',
      '  - sample',
      '  - secret/g1',
    ]);
    assert.match(readFileSync(join(out, 'data/secret/g2/test_group.yaml'), 'utf8'), 'output_validator_args:\n  - half');
    const again = await runInProcess(importCommand, [out, '--root', root, '--id', 'parts-again']);
    assert.is(again.status, 0, again.stderr);
    assert.not.match(again.stdout, 'judged pass-fail');
    assert.equal(
      JSON.parse(readFileSync(join(root, 'solutions/submissions/parts-again/scores.json'), 'utf8')),
      JSON.parse(readFileSync(join(root, 'solutions/submissions/parts/scores.json'), 'utf8')),
    );
    const pointsOf = async (id: string, submission?: string) => {
      const report = await judge({
        root,
        problemIds: [id],
        solution: submission && join(root, 'solutions/submissions', id, submission),
      });
      assert.equal(report.errors, []);
      return report.problems[0].score?.groups.map((g) => [g.name, g.points, g.max, g.waitedFor ?? null]);
    };
    for (const submission of [undefined, 'wrong_answer/off-on-two.js', 'wrong_answer/promised.js'])
      assert.equal(await pointsOf('parts-again', submission), await pointsOf('parts', submission), submission);
  } finally {
    for (const dir of [root, pkgs]) rmSync(dir, { recursive: true, force: true });
  }
});
trip.run();
