// A round as the CCS specification's objects (release 2026-01, its JSON Format and Contest Package Format, read from
// github.com/icpc/ccs-specs: JSON_Format.md and json-schema/*.json): each property the specification names with its
// type (ID, TIME, RELTIME, FILE), the required ones present and those it forbids absent; hostile team and problem
// names kept as data (JSON reads back the same strings); every language the judge takes has a language id.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { UserError } from '../../../judge/base/index.ts';
import { SOLUTION_EXTENSIONS } from '../../../judge/build/index.ts';
import {
  CCS_ID,
  CCS_LANGUAGES,
  type CcsRound,
  ccsLanguageOf,
  ccsObjects,
  entryName,
  ndjsonLine,
  problemLabel,
  relTime,
  startTime,
} from '../../../scripts/contest/index.ts';
import { HOSTILE_STRINGS } from '../../helpers/hostile-text.ts';

// The specification's patterns, as json-schema/common.json gives them (abstime, posreltime), anchored.
const TIME =
  /^[12][0-9]{3}-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-6][0-9]:[0-6][0-9](\.[0-9]{3})?([+-][0-1][0-9](:[0-5][0-9])?|Z)$/;
const RELTIME = /^([1-9][0-9]*)?[0-9]:[0-5][0-9]:[0-5][0-9](\.[0-9]{3})?$/;

const round = (over: Partial<CcsRound> = {}): CcsRound => ({
  id: 'wf1',
  scoreboard: 'pass-fail',
  start: Date.parse('2026-12-07T10:00:00Z'),
  durationSeconds: 300 * 60,
  freezeSeconds: 60 * 60,
  provider: 'game-judge-kit',
  problems: [
    { id: 'sum', name: 'Sum', timeLimitMs: 2500, memoryMb: 1024, outputMb: 1, tests: 2, maxScore: 100 },
    { id: 'sumpoints', name: 'Sum, in points', timeLimitMs: 2000, memoryMb: 256, outputMb: 8, tests: 5, maxScore: 100 },
  ],
  teams: ['ants', 'bees'],
  submissions: [
    { team: 'bees', problem: 'sum', seconds: 3 * 60 + 7, file: '/r/3-a.cpp', name: '3-a.cpp', entryPoint: null },
    { team: 'ants', problem: 'sumpoints', seconds: 4000, file: '/r/x.py', name: 'x.py', entryPoint: 'x.py' },
  ],
  ...over,
});

type Json = Record<string, unknown>;
const files = (r: CcsRound) => JSON.parse(JSON.stringify(ccsObjects(r).files)) as Record<string, Json & Json[]>;

const objects = suite('ccsObjects');

objects(
  'the contest: id, name, start, duration, freeze and penalty as TIME and RELTIME; api.json names 2026-01',
  () => {
    const { 'contest.json': contest, 'api.json': api } = files(round());
    assert.equal(contest, {
      id: 'wf1',
      name: 'wf1',
      start_time: '2026-12-07T10:00:00.000Z',
      duration: '5:00:00',
      scoreboard_freeze_duration: '1:00:00',
      scoreboard_type: 'pass-fail',
      penalty_time: '0:20:00',
    });
    assert.ok(TIME.test(contest.start_time as string));
    for (const key of ['duration', 'scoreboard_freeze_duration', 'penalty_time'])
      assert.ok(RELTIME.test(contest[key] as string), key);
    assert.equal(api, {
      version: '2026-01',
      version_url: 'https://ccs-specs.icpc.io/2026-01/contest_api',
      provider: { name: 'game-judge-kit' },
    });
  },
);

objects('a scored round: score board, no penalty_time (the schema forbids it), max_score on each problem', () => {
  const out = files(round({ scoreboard: 'score', freezeSeconds: null }));
  assert.is(out['contest.json'].scoreboard_type, 'score');
  assert.not.ok('penalty_time' in out['contest.json']);
  assert.not.ok('scoreboard_freeze_duration' in out['contest.json']);
  assert.equal(
    out['problems.json'].map((p: Json) => p.max_score),
    [100, 100],
  );
  // penalty is required iff the contest has penalty_time.
  for (const type of out['judgement-types.json']) assert.not.ok('penalty' in type);
  for (const type of files(round())['judgement-types.json']) assert.type(type.penalty, 'boolean');
});

objects('problems: id, label, name, ordinal, limits in the units the specification gives, the package a FILE', () => {
  const [sum] = files(round())['problems.json'];
  assert.equal(sum, {
    id: 'sum',
    label: 'A',
    name: 'Sum',
    ordinal: 1,
    time_limit: 2.5,
    memory_limit: 1024,
    output_limit: 1,
    test_data_count: 2,
    package: [{ href: 'problems/sum/sum.zip', filename: 'sum.zip', mime: 'application/zip' }],
  });
});

objects('teams, their group and accounts: IDs, labels, group_ids, type team with team_id; no password written', () => {
  const out = files(round());
  assert.equal(out['groups.json'], [{ id: 'participants', name: 'Participants' }]);
  assert.equal(out['teams.json'][1], { id: '2', label: '2', name: 'bees', group_ids: ['participants'] });
  assert.equal(out['accounts.json'][0], { id: 'team1', username: 'team1', type: 'team', team_id: '1' });
});

objects('submissions: id, language, problem, team, TIME and RELTIME, entry point, files.zip as a FILE', () => {
  const [first, second] = files(round())['submissions.json'];
  assert.equal(first, {
    id: '1',
    language_id: 'cpp',
    problem_id: 'sum',
    team_id: '2',
    time: '2026-12-07T10:03:07.000Z',
    contest_time: '0:03:07',
    entry_point: null,
    files: [{ href: 'submissions/1/files.zip', filename: 'files.zip', mime: 'application/zip' }],
  });
  assert.equal([second.language_id, second.contest_time, second.entry_point], ['python3', '1:06:40', 'x.py']);
});

objects('every ID written is an ID of the specification, and refers to an object that is there', () => {
  const out = files(round());
  const ids = (name: string) => out[name].map((o: Json) => o.id as string);
  for (const name of Object.keys(out).filter((n) => Array.isArray(out[n])))
    for (const id of ids(name)) assert.ok(CCS_ID.test(id), `${name}: ${id}`);
  for (const s of out['submissions.json']) {
    assert.ok(ids('languages.json').includes(s.language_id as string));
    assert.ok(ids('problems.json').includes(s.problem_id as string));
    assert.ok(ids('teams.json').includes(s.team_id as string));
  }
  for (const a of out['accounts.json']) assert.ok(ids('teams.json').includes(a.team_id as string));
});

objects('the event feed: the contest (id null), then every object of every file, one notification each, tokens', () => {
  const { events, files: written } = ccsObjects(round());
  const feed = events.map((e) => JSON.parse(JSON.stringify(e)) as Json);
  assert.equal(feed[0], { type: 'contest', id: null, data: written['contest.json'], token: '1' });
  const counted = Object.entries(written)
    .filter(([, value]) => Array.isArray(value))
    .reduce((n, [, value]) => n + (value as unknown[]).length, 0);
  assert.is(feed.length, counted + 1);
  assert.equal(
    feed.map((e) => e.token),
    feed.map((_, k) => String(k + 1)),
  );
  // After the contest, 7 judgement types, 6 languages, 2 problems, 1 group, 2 teams and 2 accounts: the 22nd.
  const submission = feed.find((e) => e.type === 'submissions');
  assert.equal(submission, {
    type: 'submissions',
    id: '1',
    data: (written['submissions.json'] as Json[])[0],
    token: '22',
  });
});

objects('hostile team and problem names stay data: each reads back from JSON as it was written', () => {
  const r = round({
    teams: HOSTILE_STRINGS,
    problems: HOSTILE_STRINGS.map((name, k) => ({ ...round().problems[0], id: `p${k}`, name })),
    submissions: [],
  });
  const out = files(r);
  assert.equal(
    out['teams.json'].map((t: Json) => t.name),
    HOSTILE_STRINGS,
  );
  assert.equal(
    out['problems.json'].map((p: Json) => p.name),
    HOSTILE_STRINGS,
  );
  // Each notification one line for any reader, even one splitting on Unicode's line ends; read back the same.
  for (const event of ccsObjects(r).events) {
    const line = ndjsonLine(event);
    assert.not.match(line.slice(0, -1), /[\n\r\u0085\u2028\u2029]/);
    assert.equal(JSON.parse(line), event);
  }
});

const parts = suite("the specification's values");

parts('relTime: h:mm:ss, hours unbounded; problemLabel: A..Z, then AA', () => {
  assert.equal([relTime(0), relTime(59), relTime(3600 * 25 + 61)], ['0:00:00', '0:00:59', '25:01:01']);
  assert.equal([1, 26, 27, 52, 53].map(problemLabel), ['A', 'Z', 'AA', 'AZ', 'BA']);
});

parts('startTime: a TIME with its zone; anything else refused naming --start', () => {
  assert.is(startTime('2026-12-07T10:00:00+01'), Date.parse('2026-12-07T09:00:00Z'));
  assert.is(startTime('2026-12-07T10:00:00.250-02:30'), Date.parse('2026-12-07T12:30:00.250Z'));
  for (const bad of ['2026-12-07 10:00', '2026-12-07T10:00:00', 'tomorrow', '2026-13-40T10:00:00Z'])
    assert.throws(
      () => startTime(bad),
      (e: Error) => e instanceof UserError && e.message.startsWith(`--start "${bad}": a time with its zone`),
    );
});

parts('every extension the judge takes has a language; entry points named where the specification names one', () => {
  for (const extension of SOLUTION_EXTENSIONS) assert.ok(ccsLanguageOf(`a${extension}`), extension);
  const entry = Object.fromEntries(CCS_LANGUAGES.map((l) => [l.id, l.entryPointName]));
  assert.equal([entry.cpp, entry.c, entry.java, entry.python3], [null, null, 'Main class', 'Main file']);
  assert.throws(() => ccsLanguageOf('a.rb'), /no language of the contest package has \.rb files/);
});

parts("entryName: the file's own name where it is plain; else submission.<ext>; Java the name javac wants", () => {
  const cpp = ccsLanguageOf('a.cpp');
  assert.is(entryName('/r/12-right.cpp', cpp, null), '12-right.cpp');
  for (const name of ['..cpp', '-x.cpp', 'a b.cpp', 'a\nb.cpp', '猫.cpp', '.hidden.cpp'])
    assert.is(entryName(`/r/${name}`, cpp, null), 'submission.cpp', name);
  assert.is(entryName('/r/3-x.java', ccsLanguageOf('a.java'), 'Main.java'), 'Main.java');
});

objects.run();
parts.run();
