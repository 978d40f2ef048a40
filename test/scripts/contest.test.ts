// npm run contest's command line, with nothing to judge: the problems' root it takes, the refusals in one line naming
// the path, a contest of missing files ranked and written out, and Ctrl-C before anything is judged; the fixture
// contest judged whole is end to end (contest.e2e.test.ts); one TypeScript file judged with the judge's --group and
// --fresh.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contestCommand } from '../../scripts/contest.ts';
import { CELL_LEGEND, frozenLine, ICPC_TIE_RULE, TIE_RULE } from '../../scripts/contest/index.ts';
import { writeFiles } from '../helpers/fixture-root.ts';
import { runInProcess } from '../helpers/run-command.ts';

const PROBLEMS = resolve('test/fixtures/contest/problems');
let dir = '';
const contest = (...args: string[]) => runInProcess(contestCommand, [dir, ...args]);

const cli = suite('contest CLI, nothing to judge');
cli.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'contest-cli-'));
});
cli.after.each(() => rmSync(dir, { recursive: true, force: true }));

cli('neither source/ nor submissions: exit 1, one line naming both layouts', async () => {
  const run = await contest('--problems', PROBLEMS);
  assert.is(run.status, 1);
  assert.is(
    run.stderr,
    `error: ${dir}: holds neither source/<contestant>/<problem>.<ext> (an OI round, LemonLime's layout) nor ` +
      'submissions/<team>/<problem>/<minute>-<name>.<ext> or submissions.csv (an ICPC round)\n',
  );
});

cli('two files for one problem, an unknown --problem: exit 1, one line each', async () => {
  writeFiles(dir, { 'source/ann/sum.py': '', 'source/ann/sum/sum.cpp': '' });
  const two = await contest('--problems', PROBLEMS);
  assert.is(two.status, 1);
  assert.is(
    two.stderr,
    `error: ${join(dir, 'source/ann/sum/sum.cpp')} and ${join(dir, 'source/ann/sum.py')}: two files for problem sum of ann: keep one of them\n`,
  );
  const unknown = await contest('--problems', PROBLEMS, '--problem', 'prod');
  assert.is(unknown.status, 1);
  assert.match(unknown.stderr, /^error: .*prod.*\n$/);
});

cli(
  "DIR/problems is the root where it is; a file's folder missing: refused first; every file missing: warned, ranked 0 with the tie rule, CSV and JSON written",
  async () => {
    writeFiles(dir, { 'source/bo/notes.txt': '', 'source/al/.keep': '' });
    cpSync(PROBLEMS, join(dir, 'problems'), { recursive: true });
    const run = await contest('--csv', join(dir, 'out/r.csv'), '--json', join(dir, 'r.json'));
    assert.is(run.status, 1);
    assert.is(run.stderr, `error: ${join(dir, 'out/r.csv')} (--csv): no folder ${join(dir, 'out')} to write it in\n`);
    const ok = await contest('--csv', join(dir, 'r.csv'), '--json', join(dir, 'r.json'));
    assert.is(ok.status, 0, ok.stderr);
    assert.match(
      ok.stderr,
      `warning: ${join(dir, 'source/bo/notes.txt')}: a file for no problem (problems: sum, sum-points), left out\n`,
    );
    assert.match(ok.stderr, '  al  sum  missing  0/100\n');
    assert.is(
      ok.stdout,
      [
        'rank  contestant      sum  sum-points  total',
        '   1  al          missing     missing      0',
        '   1  bo          missing     missing      0',
        `of sum 100, sum-points 100; ${TIE_RULE}`,
        `wrote ${join(dir, 'r.csv')}`,
        `wrote ${join(dir, 'r.json')}`,
        '',
      ].join('\n'),
    );
    assert.is(
      readFileSync(join(dir, 'r.csv'), 'utf8'),
      'rank,contestant,sum,sum-points,total,sum result,sum-points result\r\n1,al,0,0,0,missing,missing\r\n1,bo,0,0,0,missing,missing\r\n',
    );
    const json = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'));
    assert.equal(json.ranking[0].cells.sum, { status: 'missing', points: 0, max: 100 });
  },
);

cli(
  'an ICPC round: --freeze refused on an OI round, --round a usage error; teams with nothing submitted ranked',
  async () => {
    writeFiles(dir, { 'source/al/sum.py': '' });
    const oi = await contest('--problems', PROBLEMS, '--freeze', '60');
    assert.is(oi.status, 1);
    assert.is(oi.stderr, `error: ${dir}: --freeze is for an ICPC round's timed submissions; an OI round has none\n`);
    const bad = await contest('--problems', PROBLEMS, '--round', 'ioi');
    assert.is(bad.status, 2);
    assert.match(bad.stderr, /^error: --round takes oi or icpc, got "ioi"\n/);
    writeFiles(dir, { 'submissions/t2/.keep': '', 'submissions/t1/sum/notes.txt': '' });
    const both = await contest('--problems', PROBLEMS);
    assert.is(both.status, 1);
    assert.match(both.stderr, 'holds both source/ (an OI round) and an ICPC round');
    const run = await contest('--problems', PROBLEMS, '--round', 'icpc', '--freeze', '60', '--csv', join(dir, 'b.csv'));
    assert.is(run.status, 0, run.stderr);
    assert.match(run.stderr, `warning: ${join(dir, 'submissions/t1')}: no submissions\n`);
    assert.is(
      run.stdout,
      [
        'rank  team  solved  penalty  sum  sum-points',
        '   1  t1         0        0    .           .',
        '   1  t2         0        0    .           .',
        CELL_LEGEND,
        ICPC_TIE_RULE,
        frozenLine(60),
        `wrote ${join(dir, 'b.csv')}`,
        '',
      ].join('\n'),
    );
    assert.is(
      readFileSync(join(dir, 'b.csv'), 'utf8'),
      'rank,team,solved,penalty,last solved at,sum tries,sum solved at,sum-points tries,sum-points solved at\r\n' +
        '1,t1,0,0,,0,,0,\r\n1,t2,0,0,,0,,0,\r\n',
    );
  },
);

cli('Ctrl-C before a file is judged: exit 130 saying what is kept, no ranking written', async () => {
  writeFiles(dir, { 'source/al/sum.py': 'print(5)\n' });
  const stop = new AbortController();
  stop.abort();
  const { status, stdout, stderr } = await runInProcess(
    contestCommand,
    [dir, '--problems', PROBLEMS, '--csv', join(dir, 'r.csv')],
    '',
    false,
    stop.signal,
  );
  assert.is(status, 130);
  assert.is(stdout, '');
  assert.match(
    stderr,
    'stopped: 0 of 1 contestants judged in full; every test judged is remembered, so the same command judges only the rest; no ranking written\n',
  );
  assert.not.ok(existsSync(join(dir, 'r.csv')));
});

cli.run();

const choices = suite("contest CLI, the judge's --group and --fresh");
choices.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'contest-choices-'));
  cpSync(resolve('test/fixtures/contest/source/alice/sum-points.ts'), join(dir, 'source/ann/sum-points.ts'));
});
choices.after.each(() => rmSync(dir, { recursive: true, force: true }));

choices('--group judges that group alone; again, remembered; with --fresh, run again', async () => {
  const cells = async (...args: string[]) => {
    const run = await contest(
      '--problems',
      PROBLEMS,
      '--problem',
      'sum-points',
      ...args,
      '--json',
      join(dir, 'r.json'),
    );
    assert.is(run.status, 0, run.stderr);
    const [row] = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8')).ranking;
    const cell = row.cells['sum-points'];
    return [cell.verdicts, cell.run];
  };
  assert.equal(await cells('--group', 'hand'), [{ 'hand/big': 'AC' }, 1]);
  assert.equal(await cells('--group', 'hand'), [{ 'hand/big': 'AC' }, 0]);
  assert.equal(await cells('--group', 'hand', '--fresh'), [{ 'hand/big': 'AC' }, 1]);
});

choices.run();
