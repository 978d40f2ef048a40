// The results file: a run kept with its date, commit, machine and load, times to a tenth of a second, each cell's
// state, line and what it names as not held; none yet is null, and a file that is not the matrix's is an error.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readResults, resultsOf } from '../../../scripts/round-trip/results-file.ts';
import { aCell } from '../../helpers/round-trip-cells.ts';

const results = suite('the results file');
results('a run as the file keeps it: the cells without their details, times rounded', () => {
  const cell = aCell('echo', 'kattis legacy', 'same', 'same tests, verdicts', {
    fixture: true,
    renamed: ['hand/* -> secret/hand/*'],
    notes: ['not taken: x'],
    seconds: 3.14,
  });
  const importOnly = [
    'Hydro problem export: read by npm run import, written by no export, so no round trip goes through it',
  ];
  const kept = resultsOf(
    { formats: ['kattis legacy'], importOnly, cells: [cell], runs: { judged: 40, remembered: 10 }, seconds: 100.06 },
    { date: '2026-12-07', commit: 'abc1234', machine: '2 cores', load: 1.234 },
  );
  const { differences, renamed, notes, runs, ...shown } = cell;
  assert.equal(kept, {
    date: '2026-12-07',
    commit: 'abc1234',
    machine: '2 cores',
    load: 1.2,
    seconds: 100.1,
    runs: { judged: 40, remembered: 10 },
    formats: ['kattis legacy'],
    importOnly,
    cells: [{ ...shown, seconds: 3.1 }],
  });
  // The load the run measured as it began, where the caller gives none.
  const begun = resultsOf(
    { formats: [], importOnly, cells: [], runs: { judged: 0, remembered: 0 }, seconds: 1, load: 7.94 },
    { date: '2026-12-07', commit: null, machine: '2 cores' },
  );
  assert.is(begun.load, 7.9);
});

results('none yet is null; a file of another shape is an error naming it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-round-trip-results-'));
  try {
    assert.is(readResults(join(dir, 'results.json')), null);
    writeFileSync(join(dir, 'other.json'), '{ "sections": {} }\n');
    assert.throws(() => readResults(join(dir, 'other.json')), /other\.json: not the round-trip matrix's results file/);
    // A file kept before cells named what they hold in part: a refusal names its line, any other cell nothing.
    const cells = [
      { problem: 'p', format: 'f', state: 'not held', line: 'the problem reads in.txt' },
      { problem: 'p', format: 'g', state: 'same', line: 'same tests, verdicts' },
    ];
    writeFileSync(join(dir, 'old.json'), JSON.stringify({ formats: ['f', 'g'], cells }));
    assert.equal(
      readResults(join(dir, 'old.json'))?.cells.map((c) => c.notHeld),
      [['the problem reads in.txt'], []],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

results.run();
