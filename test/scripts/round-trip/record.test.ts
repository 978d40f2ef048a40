// `--write`: the results file, the README's table and the root README's compact one written from one run, the
// READMEs' other lines untouched; a README without its table's markers writes nothing.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { recordResults } from '../../../scripts/round-trip/record.ts';
import { readResults } from '../../../scripts/round-trip/results-file.ts';
import {
  COMPACT_END,
  COMPACT_START,
  compactTable,
  readmeTable,
  TABLE_END,
  TABLE_START,
} from '../../../scripts/round-trip/table.ts';
import type { Matrix } from '../../../scripts/round-trip/matrix.ts';
import { aCell } from '../../helpers/round-trip-cells.ts';

const MATRIX: Matrix = {
  formats: ['kattis 2025-09'],
  importOnly: [],
  cells: [aCell('files', 'kattis 2025-09', 'not held', 'the problem reads in.txt', { fixture: true })],
  runs: { judged: 0, remembered: 0 },
  seconds: 0.5,
};

const record = suite('recordResults');
record('writes the results file, and the README between its markers from it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-round-trip-record-'));
  try {
    const files = {
      results: join(dir, 'results.json'),
      readme: join(dir, 'README.md'),
      rootReadme: join(dir, 'ROOT.md'),
    };
    writeFileSync(files.readme, `# Kit\n\n${TABLE_START}\nold\n${TABLE_END}\n\nafter\n`);
    writeFileSync(files.rootReadme, `# Root\n${COMPACT_START}\nold\n${COMPACT_END}\nend\n`);
    assert.equal(recordResults(MATRIX, files), [files.results, files.readme, files.rootReadme]);
    const kept = readResults(files.results);
    assert.ok(kept !== null);
    assert.equal([kept.seconds, kept.cells.map((c) => c.state)], [0.5, ['not held']]);
    assert.match(kept.date, /^\d{4}-\d\d-\d\d$/);
    assert.is(readFileSync(files.readme, 'utf8'), `# Kit\n\n${readmeTable(kept)}\n\nafter\n`);
    assert.is(readFileSync(files.rootReadme, 'utf8'), `# Root\n${compactTable(kept)}\nend\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

record('a README without the markers: an error, and no results file, no README written', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-round-trip-record-'));
  try {
    const files = { results: join(dir, 'results.json'), readme: join(dir, 'README.md'), rootReadme: join(dir, 'R.md') };
    writeFileSync(files.readme, '# Kit\n');
    writeFileSync(files.rootReadme, `${COMPACT_START}\n${COMPACT_END}\n`);
    assert.throws(() => recordResults(MATRIX, files), /must sit once between/);
    assert.is(existsSync(files.results), false);
    // The root README without its markers: neither README is written.
    writeFileSync(files.readme, `${TABLE_START}\n${TABLE_END}\n`);
    writeFileSync(files.rootReadme, '# Root\n');
    assert.throws(() => recordResults(MATRIX, files), /must sit once between/);
    assert.is(existsSync(files.results), false);
    assert.is(readFileSync(files.readme, 'utf8'), `${TABLE_START}\n${TABLE_END}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

record.run();
