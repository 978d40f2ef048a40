// An OI round as a CMS contest: contest.yaml read as CMS's italy_yaml loader reads it (cmscontrib/loaders/
// italy_yaml.py, get_contest and get_user: name, description, start and stop as numbers, tasks, users with username
// and password) by PyYAML itself where it is installed and by the yaml package in YAML 1.1 otherwise, hostile user
// names kept as data; the fixture contest written with its task folders; the refusals, nothing written.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { contestCommand } from '../../../scripts/contest.ts';
import { type CmsContest, cmsContestYaml } from '../../../scripts/contest/index.ts';
import { HOSTILE_STRINGS } from '../../helpers/hostile-text.ts';
import { runInProcess } from '../../helpers/run-command.ts';
import { skip } from '../../helpers/skip.ts';

/** contest.yaml as PyYAML's safe_load reads it (what the loader calls), as JSON; null where PyYAML is not here. */
function pyYaml(text: string): unknown {
  const run = spawnSync(
    '/usr/bin/python3',
    ['-c', 'import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin.read())))'],
    { input: text, encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  return run.status === 0 ? JSON.parse(run.stdout) : null;
}

const yaml = suite('cmsContestYaml');

yaml('the fields the loader reads, each string read back the same by YAML 1.1 and by PyYAML', () => {
  const names = HOSTILE_STRINGS.filter(
    (s) => !/[\ud800-\udfff]/.test(s.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')),
  );
  const contest: CmsContest = {
    name: 'round1',
    tasks: ['sum', 'sum-points'],
    users: names.map((username, k) => ({ username, password: `pw${k}` })),
    start: 1796637600,
    stop: 1796648400,
  };
  const text = cmsContestYaml(contest);
  const expected = { description: 'round1', ...contest };
  assert.equal(parse(text, { version: '1.1' }), expected);
  const read = pyYaml(text);
  if (read === null) {
    skip('contest.yaml read by PyYAML', 'no python3 with yaml; apt-get install python3-yaml');
    return;
  }
  assert.equal(read, expected);
});

yaml('no times given: no start or stop (CMS takes its defaults); no users: an empty list', () => {
  const text = cmsContestYaml({ name: 'r', tasks: ['sum'], users: [] });
  assert.equal(parse(text, { version: '1.1' }), { name: 'r', description: 'r', tasks: ['sum'], users: [] });
});

let dir = '';
const at = (...path: string[]) => join(dir, ...path);
const write = suite('contest --cms');
write.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'contest-cms-'));
  cpSync(resolve('test/fixtures/contest'), at('oi'), { recursive: true });
  cpSync(resolve('test/fixtures/contest-icpc'), at('icpc'), { recursive: true });
});
write.after.each(() => rmSync(dir, { recursive: true, force: true }));

write('refused, nothing written: an ICPC round, OUT not empty, a bad name, a start without a length', async () => {
  writeFileSync(at('taken'), 'mine');
  const refusals: [string, string[], string][] = [
    ['icpc', ['--cms', at('c1')], '--cms writes an OI round (CMS scores by points); an ICPC round goes out with --ccs'],
    ['oi', ['--cms', at('taken')], `--cms ${at('taken')}: already exists and is not an empty folder (nothing written)`],
    ['oi', ['--cms', at('my round')], `--cms ${at('my round')}: the folder's name is the contest's name`],
    ['oi', ['--cms', at('c1'), '--start', '2026-12-07T10:00:00Z'], '--cms: give both --start and --length'],
    ['oi', ['--cms', at('c1'), '--ccs', at('c2')], '--ccs and --cms: one at a time'],
  ];
  for (const [round, args, line] of refusals) {
    const run = await runInProcess(contestCommand, [at(round), ...args]);
    assert.ok(run.status !== 0 && run.stderr.includes(line), `${args.join(' ')}\n${run.stderr}`);
  }
  assert.equal(readdirSync(dir).sort(), ['icpc', 'oi', 'taken']);
});

write("the fixture contest: contest.yaml with its tasks and contestants, each task's folder beside it", async () => {
  const out = at('round1');
  const run = await runInProcess(contestCommand, [
    at('oi'),
    '--cms',
    out,
    '--start',
    '2026-12-07T10:00:00Z',
    '--length',
    '180',
    '--problem',
    'sum',
  ]);
  assert.is(run.status, 0, run.stderr);
  assert.is(run.stdout, `wrote ${out}: 1 tasks, 4 users\n`);
  assert.equal(readdirSync(out).sort(), ['contest.yaml', 'sum']);
  assert.ok(existsSync(join(out, 'sum', 'task.yaml')));
  const contest = parse(readFileSync(join(out, 'contest.yaml'), 'utf8'), { version: '1.1' }) as CmsContest;
  assert.equal(
    [contest.name, contest.tasks, contest.start, contest.stop],
    ['round1', ['sum'], Date.parse('2026-12-07T10:00:00Z') / 1000, Date.parse('2026-12-07T13:00:00Z') / 1000],
  );
  assert.equal(
    contest.users.map((u) => u.username),
    ['alice', 'bob', 'carol', 'dave'],
  );
  for (const u of contest.users) assert.match(u.password, /^[A-Za-z0-9_-]{12}$/);
  assert.is(new Set(contest.users.map((u) => u.password)).size, 4);
});

yaml.run();
write.run();
