// npm run contest -- DIR --ccs OUT end to end: the ICPC fixture round (test/fixtures/contest-icpc over the contest
// fixture's problems) and the OI fixture contest written as contest packages, their trees checked file by file
// against the Contest Package Format (the JSON files, problems/<id>/<id>.zip, submissions/<id>/files.zip,
// event-feed.ndjson), each zip read back; the package's hostile team and file names kept as data, no path leaving
// OUT; each package valid by the specification's own JSON schemas (helpers/ccs-schema.ts), strictly; an empty folder
// taken as OUT (write-ccs.test.ts has the refusals).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { unzipSync } from 'fflate';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contestCommand } from '../../../scripts/contest.ts';
import { CCS_VERSION, readIcpcRound } from '../../../scripts/contest/index.ts';
import { ccsSchemaErrors } from '../../helpers/ccs-schema.ts';
import { HOSTILE_STRINGS } from '../../helpers/hostile-text.ts';
import { runInProcess } from '../../helpers/run-command.ts';
import { skip } from '../../helpers/skip.ts';

type Json = Record<string, unknown>;
let dir = '';
const at = (...path: string[]) => join(dir, ...path);
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json & Json[];
const START = ['--start', '2026-12-07T10:00:00Z'];

/** Every file under `folder`, by its path inside it, sorted. */
const tree = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(folder, join(e.parentPath, e.name)))
    .sort();

/** The package valid by the specification's own schemas, strictly; skipped, saying why, where they cannot run. */
function assertSchemaValid(out: string): void {
  const errors = ccsSchemaErrors(out, CCS_VERSION);
  if ('missing' in errors) skip("the package checked by the specification's JSON schemas", errors.missing);
  else assert.equal(errors, []);
}

const ccs = suite('contest --ccs');
ccs.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'contest-ccs-'));
  cpSync(resolve('test/fixtures/contest-icpc'), at('icpc'), { recursive: true });
  cpSync(resolve('test/fixtures/contest'), at('oi'), { recursive: true });
  cpSync(resolve('test/fixtures/contest/problems'), at('icpc/problems'), { recursive: true });
});
ccs.after.each(() => rmSync(dir, { recursive: true, force: true }));

ccs('the ICPC round: every file the format names, each submission zipped as it was sent, in time order', async () => {
  const out = at('wf1');
  const run = await runInProcess(contestCommand, [
    at('icpc'),
    '--ccs',
    out,
    ...START,
    '--length',
    '300',
    '--freeze',
    '240',
  ]);
  assert.is(run.status, 0, run.stderr);
  assert.is(run.stdout, `wrote ${out}: 2 problems, 13 submissions\n`);
  const round = readIcpcRound(at('icpc'), ['sum', 'sum-points'], { teams: [], problems: [] });
  const numbers = round.submissions.map((_, k) => String(k + 1));
  assert.equal(
    tree(out),
    [
      'accounts.json',
      'api.json',
      'contest.json',
      'event-feed.ndjson',
      'groups.json',
      'judgement-types.json',
      'languages.json',
      'problems.json',
      'problems/sum/sum.zip',
      'problems/sumpoints/sumpoints.zip',
      'submissions.json',
      ...numbers.map((n) => `submissions/${n}/files.zip`),
      'teams.json',
    ].sort(),
  );
  assert.equal(readdirSync(dir).sort(), ['icpc', 'oi', 'wf1'], 'no work folder left beside OUT');
  const contest = json(join(out, 'contest.json'));
  assert.equal([contest.duration, contest.scoreboard_freeze_duration], ['5:00:00', '1:00:00']);
  assert.equal(
    json(join(out, 'teams.json')).map((t: Json) => t.name),
    ['ants', 'bees', 'cats', 'dogs'],
  );
  const submissions = json(join(out, 'submissions.json'));
  const teams = ['ants', 'bees', 'cats', 'dogs'];
  submissions.forEach((s: Json, k: number) => {
    const sent = round.submissions[k];
    assert.equal(
      [s.team_id, s.problem_id, s.contest_time, s.language_id],
      [
        String(teams.indexOf(sent.team) + 1),
        sent.problem.replace('-', ''),
        `${Math.floor(sent.minute / 60)}:${String(sent.minute % 60).padStart(2, '0')}:00`,
        'typescript',
      ],
    );
    const zipped = unzipSync(readFileSync(join(out, 'submissions', String(k + 1), 'files.zip')));
    assert.equal(Object.keys(zipped), [s.entry_point]);
    assert.equal(Buffer.from(zipped[s.entry_point as string]), readFileSync(sent.file));
  });
  const problem = unzipSync(readFileSync(join(out, 'problems/sumpoints/sumpoints.zip')));
  assert.ok('problem.yaml' in problem && 'data/sample/1.in' in problem, Object.keys(problem).join(' '));
  const feed = readFileSync(join(out, 'event-feed.ndjson'), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Json);
  assert.equal(
    feed.filter((e) => e.type === 'submissions').map((e) => e.data),
    submissions,
  );
  assertSchemaValid(out);
});

ccs("the OI round: a scored board, each contestant's file a submission at 0:00:00; a freeze refused", async () => {
  const out = at('oi1');
  const run = await runInProcess(contestCommand, [
    at('oi'),
    '--ccs',
    out,
    ...START,
    '--length',
    '180',
    '--problem',
    'sum',
  ]);
  assert.is(run.status, 0, run.stderr);
  assert.is(json(join(out, 'contest.json')).scoreboard_type, 'score');
  assert.equal(json(join(out, 'problems.json'))[0].max_score, 100);
  const submissions = json(join(out, 'submissions.json'));
  // alice, bob, carol and dave each have a sum: alice's in C++ in a folder of the problem's name, dave's in JavaScript.
  assert.equal(
    submissions.map((s: Json) => [s.team_id, s.contest_time, s.language_id, s.entry_point]),
    [
      ['1', '0:00:00', 'cpp', null],
      ['2', '0:00:00', 'typescript', 'sum.ts'],
      ['3', '0:00:00', 'cpp', null],
      ['4', '0:00:00', 'javascript', 'sum.js'],
    ],
  );
  assertSchemaValid(out);
  const frozen = await runInProcess(contestCommand, [
    at('oi'),
    '--ccs',
    at('oi2'),
    ...START,
    '--length',
    '9',
    '--freeze',
    '1',
  ]);
  assert.is(frozen.status, 1);
  assert.match(frozen.stderr, "--freeze is for an ICPC round's timed submissions");
  assert.not.ok(existsSync(at('oi2')));
});

ccs('hostile team names and file names stay data; every path written is inside OUT and a plain name', async () => {
  // A CSV's fields keep any text a UTF-8 file holds (a lone surrogate it cannot); the reader trims each field.
  const names = HOSTILE_STRINGS.filter(
    (s) => s !== '' && s.trim() === s && !/[\ud800-\udfff]/.test(s.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')),
  );
  const quoted = (s: string) => `"${s.replaceAll('"', '""')}"`;
  mkdirSync(at('csv/files'), { recursive: true });
  cpSync(resolve('test/fixtures/contest/problems'), at('csv/problems'), { recursive: true });
  const rows = names.map((name, k) => {
    const file = `files/${k}-${name.slice(0, 40).replace(/[/\0]/g, '_')}.ts`;
    writeFileSync(at('csv', file), 'export const solve = (s: string) => s;\n');
    return [quoted(name), 'sum', String(k), quoted(file)].join(',');
  });
  writeFileSync(at('csv/submissions.csv'), ['team,problem,time,file', ...rows, ''].join('\n'));
  const out = at('hostile');
  const run = await runInProcess(contestCommand, [
    at('csv'),
    '--ccs',
    out,
    ...START,
    '--length',
    '60',
    '--problem',
    'sum',
  ]);
  assert.is(run.status, 0, run.stderr);
  const teams = json(join(out, 'teams.json')).map((t: Json) => t.name);
  assert.equal(new Set(teams), new Set(names));
  assertSchemaValid(out);
  for (const path of tree(out)) {
    assert.not.ok(relative(out, resolve(out, path)).startsWith('..'), path);
    assert.match(path, /^[A-Za-z0-9_./-]+$/);
  }
  for (const s of json(join(out, 'submissions.json'))) {
    const zipped = Object.keys(unzipSync(readFileSync(join(out, 'submissions', s.id as string, 'files.zip'))));
    assert.equal(zipped, [s.entry_point]);
    assert.match(s.entry_point as string, /^[A-Za-z0-9_][A-Za-z0-9_.-]*\.ts$/);
  }
});

ccs('an empty folder is taken as OUT', async () => {
  mkdirSync(at('empty'));
  const run = await runInProcess(contestCommand, [
    at('icpc'),
    '--ccs',
    at('empty'),
    ...START,
    '--length',
    '300',
    '--problem',
    'sum',
  ]);
  assert.is(run.status, 0, run.stderr);
  assert.ok(existsSync(at('empty/contest.json')));
});

ccs.run();
