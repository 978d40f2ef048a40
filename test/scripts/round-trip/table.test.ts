// The matrix as text: the command's report (renamings, notes and differences named by problem and format, then the
// table with each cell's line), the README's block (a mark a cell, a footnote a line of what a format cannot hold,
// wrapped) and its compact form for the root README (a word a cell, a few words a footnote), each put in place
// between its markers.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HOSTILE_STRINGS } from '../../helpers/hostile-text.ts';
import { aCell as cell } from '../../helpers/round-trip-cells.ts';
import type { Matrix } from '../../../scripts/round-trip/matrix.ts';
import { resultsOf } from '../../../scripts/round-trip/results-file.ts';
import {
  briefly,
  COMPACT,
  COMPACT_END,
  COMPACT_START,
  compactTable,
  matrixReport,
  readmeTable,
  readmeTableIn,
  TABLE_END,
  TABLE_START,
  withReadmeTable,
} from '../../../scripts/round-trip/table.ts';

const MATRIX: Matrix = {
  formats: ['kattis legacy', 'kattis 2025-09'],
  importOnly: ['Polygon package: read by npm run import, written by no export, so no round trip goes through it'],
  cells: [
    cell('echo', 'kattis legacy', 'same', 'same tests, verdicts', { renamed: ['hand/* -> secret/hand/*'] }),
    cell('echo', 'kattis 2025-09', 'differs', '1 difference', {
      differences: ['test hand/2 (imported as secret/hand/2): wrong.ts: WA on the original, AC on the import'],
      notes: ['not taken: 1 .interaction file under data/: annotations, not taken'],
    }),
    cell('files', 'kattis legacy', 'not held', 'the problem reads in.txt | out.txt', { fixture: true }),
    cell('files', 'kattis 2025-09', 'not held', 'the problem reads in.txt | out.txt', { fixture: true }),
  ],
  runs: { judged: 30, remembered: 12 },
  seconds: 12.34,
};

const text = suite('the matrix as text');
text('the report names each renaming, note and difference by problem and format, then the table', () => {
  assert.equal(matrixReport(MATRIX).split('\n'), [
    'echo x kattis legacy: renamed hand/* -> secret/hand/*',
    'echo x kattis 2025-09: not taken: 1 .interaction file under data/: annotations, not taken',
    'echo x kattis 2025-09: DIFFERS: test hand/2 (imported as secret/hand/2): wrong.ts: WA on the original, AC on the import',
    '',
    '| problem | kattis legacy | kattis 2025-09 |',
    '| --- | --- | --- |',
    '| `echo` | same tests, verdicts (3 tests, 2 solutions) | differs: 1 difference |',
    '| `files` (fixture) | not held: the problem reads in.txt \\| out.txt | not held: the problem reads in.txt \\| out.txt |',
    '',
    'Polygon package: read by npm run import, written by no export, so no round trip goes through it',
    '4 cells in 12.3 s (30 tests judged, 12 of them told from memory): 1 differs',
  ]);
});

text(
  "the README's block: a mark a cell, a footnote a kind of not held, the run's time; each line within the width",
  () => {
    const results = resultsOf(MATRIX, { date: '2026-12-07', commit: 'abc1234', machine: 'here', load: 0.5 });
    const block = readmeTable(results);
    const lines = block.split('\n');
    assert.equal(lines.slice(0, 5), [
      TABLE_START,
      '| problem | kattis legacy | kattis 2025-09 |',
      '| --- | --- | --- |',
      '| `echo` | ✓ | ✗ |',
      '| `files` (fixture) | (1) | (1) |',
    ]);
    assert.ok(
      block.includes('- (1) not held: `files` in kattis legacy, kattis 2025-09: the problem reads in.txt | out.txt.'),
    );
    assert.ok(block.includes('- Polygon package: read by npm run import, written by no export'));
    assert.equal(
      lines.filter((line) => line.length > 118),
      [],
    );
    assert.equal(lines.slice(-3), [
      'The last whole run: 4 cells, 2 gone through and back, in 12.3 s: 30 tests judged on both sides, 12 of them told from',
      'memory; on here, load average 0.5 as it began, 2026-12-07, at abc1234.',
      TABLE_END,
    ]);
  },
);

text("a cell's line from outside stays on its line and in its cell, and cannot end the block", () => {
  for (const hostile of [...HOSTILE_STRINGS, `${TABLE_END} ${TABLE_START}`, 'a | b -->', '<!-- x']) {
    const matrix = { ...MATRIX, cells: [cell('x', 'kattis legacy', 'not held', hostile)] };
    const block = readmeTable(resultsOf(matrix, { date: 'd', commit: null, machine: 'm', load: 0 }));
    const readme = withReadmeTable(`# Kit\n${TABLE_START}\n${TABLE_END}\n`, block);
    assert.is(readmeTableIn(readme), block, JSON.stringify(hostile.slice(0, 40)));
    const lines = block.split('\n');
    assert.equal(
      lines.filter((line) => line.includes('<') || line.includes('>')),
      [TABLE_START, TABLE_END],
    );
    assert.ok(lines.includes('| `x` | (1) |  |'), block.slice(0, 400));
    for (const line of matrixReport(matrix)
      .split('\n')
      .filter((l) => l.startsWith('| `x`')))
      assert.is(line.split(/(?<!\\)\|/).length, 5, line.slice(0, 80));
  }
});

/** The matrix with a format that holds a problem in part: two lines named, one of them also another cell's. */
const PART: Matrix = {
  ...MATRIX,
  formats: [...MATRIX.formats, 'cms'],
  cells: [
    ...MATRIX.cells.slice(0, 2),
    cell('echo', 'cms', 'held in part', 'not taken: the output limit (1 MB): none; scoring: pass-fail, as one group', {
      notHeld: ['not taken: the output limit (1 MB): none', 'scoring: pass-fail, as one group'],
    }),
    ...MATRIX.cells.slice(2),
    cell('files', 'cms', 'held in part', 'not taken: the output limit (1 MB): none', {
      fixture: true,
      notHeld: ['not taken: the output limit (1 MB): none'],
    }),
  ],
};

text('held in part: gone through, a footnote for each line named, shared by the cells that name it', () => {
  const block = readmeTable(resultsOf(PART, { date: 'd', commit: null, machine: 'm', load: 0 }));
  const lines = block.split('\n');
  assert.equal(lines.slice(3, 5), ['| `echo` | ✓ | ✗ | ✓ (1, 2) |', '| `files` (fixture) | (3) | (3) | ✓ (1) |']);
  assert.ok(
    lines.includes('- (1) held in part: `echo`, `files` in cms: not taken: the output limit (1 MB): none.'),
    block,
  );
  assert.ok(lines.includes('- (2) held in part: `echo` in cms: scoring: pass-fail, as one group.'), block);
  assert.ok(
    lines.includes('- (3) not held: `files` in kattis legacy, kattis 2025-09: the problem reads in.txt | out.txt.'),
  );
  assert.match(block, 'The last whole run: 6 cells, 4 gone through and back');
});

text("briefly: a change named beforehand in its few words; else a line's label off and its reasons cut", () => {
  assert.equal(
    [
      "the problem reads or writes triangle.in and triangle.out, and a Kattis package's programs use standard input and output only",
      'scoring group "weighted" gives its tests unequal shares, which a Kattis scoring package cannot hold',
      'not taken: the output limit (1 MB): a CMS task has none of its own',
      'scoring: pass-fail, as one all-or-nothing group of every test worth 100 (GroupMin over outcomes of 0 or 1)',
      "scoring: 4 groups as 7 GroupMin subtasks (a sum group's tests each a subtask of its own, worth its share)",
      'requires: CMS has no requirements between groups, so each of 1 requiring groups also holds the tests',
      "the import refuses it: check/manager: a Communication task (CMS runs this manager), which the kit's juries cannot run",
      'the jury is a program, which CMS cannot run',
    ].map(briefly),
    [
      'file I/O',
      'unequal shares in a group',
      'an output limit',
      'pass-fail, made points',
      'groups, made GroupMin subtasks',
      'groups, made GroupMin subtasks',
      'the import refuses a Communication task',
      'the jury is a program',
    ],
  );
  // A line no change names: its label off, its reasons cut.
  assert.equal(
    [
      'not taken: the idle limit (5000 ms, ILE): CMS stops a contestant by its wall-clock limit',
      'the import refuses it: task.yaml: a field it cannot read, which it names',
      'the problem writes out.txt, and it cannot',
    ].map(briefly),
    ['the idle limit', 'the import refuses a field it cannot read', 'the problem writes out.txt'],
  );
});

text(
  'the compact table: a word or letters a cell, each letter a few words, within the width, between its markers',
  () => {
    const block = compactTable(resultsOf(PART, { date: 'd', commit: null, machine: 'm', load: 0 }));
    assert.equal(block.split('\n'), [
      COMPACT_START,
      '| problem | kattis legacy | kattis 2025-09 | cms |',
      '| --- | --- | --- | --- |',
      '| `echo` | same | ✗ | same (a,b) |',
      '| `files` | (c) | (c) | same (a) |',
      '',
      'same: tests, verdicts, points; ✗ differs; (x) not held; same (x) all but: (a) an output limit; (b) pass-fail; (c) the',
      'problem reads in.txt | out.txt.',
      COMPACT_END,
    ]);
    // Where no cell differs, the footnotes say nothing of ✗.
    const noneDiffers = { ...PART, cells: PART.cells.filter((c) => c.state !== 'differs') };
    assert.not.match(compactTable(resultsOf(noneDiffers, { date: 'd', commit: null, machine: 'm', load: 0 })), '✗');
    const readme = withReadmeTable(`# Kit\n${COMPACT_START}\nold\n${COMPACT_END}\n`, block, COMPACT);
    assert.is(readmeTableIn(readme, COMPACT), block);
    assert.is(readmeTableIn(readme), null);
    for (const hostile of [...HOSTILE_STRINGS, `${COMPACT_END} ${COMPACT_START}`, 'a | b -->']) {
      const matrix = { ...MATRIX, cells: [cell('x', 'kattis legacy', 'not held', hostile)] };
      const compact = compactTable(resultsOf(matrix, { date: 'd', commit: null, machine: 'm', load: 0 }));
      const lines = compact.split('\n');
      assert.equal(
        lines.filter((line) => line.includes('<') || line.includes('>')),
        [COMPACT_START, COMPACT_END],
        JSON.stringify(hostile.slice(0, 40)),
      );
      assert.ok(lines.includes('| `x` | (a) |  |'), compact.slice(0, 400));
    }
  },
);

text('the block goes between its markers, once; a README without them is an error', () => {
  const readme = `# Kit\n\n${TABLE_START}\nold\n${TABLE_END}\n\nafter\n`;
  const written = withReadmeTable(readme, `${TABLE_START}\nnew\n${TABLE_END}`);
  assert.is(written, `# Kit\n\n${TABLE_START}\nnew\n${TABLE_END}\n\nafter\n`);
  assert.is(readmeTableIn(written), `${TABLE_START}\nnew\n${TABLE_END}`);
  assert.is(readmeTableIn('# Kit\n'), null);
  assert.throws(() => withReadmeTable('# Kit\n', 'x'), /must sit once between/);
});

text.run();
