// npm run contest -- DIR --ccs OUT refused before anything is exported: OUT not an empty folder, a name that is not
// the specification's ID, no --start or --length, a submission after the end, a freeze after it, --start without
// --ccs; each in one line, nothing written (the package is written whole in a hidden folder, never begun here).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contestCommand } from '../../../scripts/contest.ts';
import { runInProcess } from '../../helpers/run-command.ts';

let dir = '';
const at = (...path: string[]) => join(dir, ...path);
const START = ['--start', '2026-12-07T10:00:00Z'];

const ccs = suite('contest --ccs, refused');
ccs.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'contest-ccs-'));
  cpSync(resolve('test/fixtures/contest-icpc'), at('icpc'), { recursive: true });
  cpSync(resolve('test/fixtures/contest/problems'), at('icpc/problems'), { recursive: true });
});
ccs.after(() => rmSync(dir, { recursive: true, force: true }));

ccs(
  'refused in one line, nothing written: OUT not empty, a bad name, no start or length, a late submission',
  async () => {
    mkdirSync(at('full'));
    writeFileSync(at('full/keep'), 'mine');
    writeFileSync(at('file'), 'mine');
    const refusals: [string[], string][] = [
      [
        ['--ccs', at('full'), ...START, '--length', '300'],
        `--ccs ${at('full')}: already exists and is not an empty folder (nothing written)`,
      ],
      [
        ['--ccs', at('file'), ...START, '--length', '300'],
        `--ccs ${at('file')}: already exists and is not an empty folder (nothing written)`,
      ],
      [
        ['--ccs', at('my round'), ...START, '--length', '300'],
        `--ccs ${at('my round')}: the folder's name is the contest's id`,
      ],
      [['--ccs', at('x'), '--length', '300'], "--ccs: give the contest's start with --start TIME"],
      [['--ccs', at('x'), '--start', '10:00', '--length', '300'], '--start "10:00": a time with its zone'],
      [['--ccs', at('x'), ...START], "--ccs: give the contest's length with --length MINUTES"],
      [
        ['--ccs', at('x'), ...START, '--length', '60'],
        `${join('submissions', 'ants', 'sum-points', '61-right.ts')}: at 3660 s, not before the end (--length 60)`,
      ],
      [
        ['--ccs', at('x'), ...START, '--length', '100', '--freeze', '101'],
        '--freeze 101: after the end of the contest (--length 100)',
      ],
      [[...START], '--start and --length are for --ccs OUT'],
      [
        ['--ccs', at('x'), '--json', at('r.json')],
        '--csv, --json and --html write a judged ranking; --ccs and --cms judge nothing',
      ],
      [
        ['--cms', at('x'), ...START, '--length', '60', '--html', at('r.html')],
        '--csv, --json and --html write a judged ranking; --ccs and --cms judge nothing',
      ],
    ];
    for (const [args, line] of refusals) {
      const run = await runInProcess(contestCommand, [at('icpc'), ...args]);
      assert.is(run.status === 0, false, args.join(' '));
      assert.ok(run.stderr.includes(line), `${args.join(' ')}\n${run.stderr}`);
    }
    assert.equal(readdirSync(dir).sort(), ['file', 'full', 'icpc']);
    assert.equal(readdirSync(at('full')), ['keep']);
    assert.is(readFileSync(at('file'), 'utf8'), 'mine');
  },
);

ccs.run();
