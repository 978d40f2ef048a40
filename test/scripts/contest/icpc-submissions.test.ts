// An ICPC round's submissions read: the folder form and the CSV form, in time order (time, then file name), a
// warning naming each entry no problem takes and each team with no submissions, the picks, and the refusals.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SOLUTION_EXTENSIONS } from '../../../judge/build/index.ts';
import { contestSeconds, csvRecords, readIcpcRound } from '../../../scripts/contest/index.ts';
import { writeFiles } from '../../helpers/fixture-root.ts';
import { assertRefusals } from '../../helpers/user-errors.ts';

const PROBLEMS = ['sum', 'sum-points'];
const ALL = { teams: [], problems: [] };
const LANGUAGES = SOLUTION_EXTENSIONS.join(' ');
let dir = '';
const brief = () =>
  readIcpcRound(dir, PROBLEMS, ALL).submissions.map(
    (s) => `${s.minute} ${s.seconds} ${s.team} ${s.problem} ${s.file.slice(dir.length + 1)}`,
  );

const folder = suite('readIcpcRound, submissions/');
folder.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'icpc-round-'));
});
folder.after.each(() => rmSync(dir, { recursive: true, force: true }));

folder('every team by name; submissions by minute, then file name; the minute read from the name', () => {
  writeFiles(dir, {
    'submissions/team10/sum/7-b.py': '',
    'submissions/team10/sum/7-a.cpp': '',
    'submissions/team2/sum-points/120-late.ts': '',
    'submissions/team2/sum/0-first.TS': '',
    'submissions/team2/sum/07-c.js': '',
  });
  const round = readIcpcRound(dir, PROBLEMS, ALL);
  assert.equal(round.teams, ['team2', 'team10']);
  assert.equal(brief(), [
    '0 0 team2 sum submissions/team2/sum/0-first.TS',
    '7 420 team10 sum submissions/team10/sum/7-a.cpp',
    '7 420 team10 sum submissions/team10/sum/7-b.py',
    '7 420 team2 sum submissions/team2/sum/07-c.js',
    '120 7200 team2 sum-points submissions/team2/sum-points/120-late.ts',
  ]);
  assert.equal(round.warnings, []);
});

folder('what no problem takes is named and left out; a team with no submissions kept, and named', () => {
  writeFiles(dir, {
    'submissions/notes.txt': '',
    'submissions/ann/prod/3-x.cpp': '',
    'submissions/ann/sum.cpp': '',
    'submissions/ann/sum/late.cpp': '',
    'submissions/ann/sum/-5-neg.cpp': '',
    'submissions/ann/sum/5-a.txt': '',
    'submissions/ann/sum/.6-swap.cpp': '',
    'submissions/ann/sum/9-ok.cpp': '',
  });
  mkdirSync(join(dir, 'submissions/bo'));
  const round = readIcpcRound(dir, PROBLEMS, ALL);
  assert.equal(round.teams, ['ann', 'bo']);
  assert.equal(brief(), ['9 540 ann sum submissions/ann/sum/9-ok.cpp']);
  const at = (path: string) => join(dir, 'submissions', path);
  assert.equal(round.warnings, [
    `${at('ann/prod')}: a folder for no problem (problems: sum, sum-points), left out`,
    `${at('ann/sum/-5-neg.cpp')}: not a submission named <minute>-<name>.<ext> (e.g. 47-fix.cpp), left out`,
    `${at('ann/sum/5-a.txt')}: not a language the judge takes (${LANGUAGES}), left out`,
    `${at('ann/sum/late.cpp')}: not a submission named <minute>-<name>.<ext> (e.g. 47-fix.cpp), left out`,
    `${at('ann/sum.cpp')}: a folder for no problem (problems: sum, sum-points), left out`,
    `${at('bo')}: no submissions`,
    `${at('notes.txt')}: not a team's folder, left out`,
  ]);
});

folder('--contestant and --problem narrow the teams and submissions', () => {
  writeFiles(dir, {
    'submissions/a/sum/1-x.ts': '',
    'submissions/a/sum-points/2-x.ts': '',
    'submissions/b/sum/1-x.ts': '',
  });
  const round = readIcpcRound(dir, PROBLEMS, { teams: ['a'], problems: ['sum-points'] });
  assert.equal(round.teams, ['a']);
  assert.equal(
    round.submissions.map((s) => `${s.team} ${s.problem}`),
    ['a sum-points'],
  );
});

const csv = suite('readIcpcRound, submissions.csv');
csv.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'icpc-csv-'));
});
csv.after.each(() => rmSync(dir, { recursive: true, force: true }));

csv('columns in any order, minutes or h:mm:ss (seconds kept for the order, the minute rounded down), quoting', () => {
  writeFiles(dir, {
    'code/a.py': '',
    'code/b, c.cpp': '',
    'code/d.ts': '',
    'submissions.csv':
      '\uFEFFFile,Time,Team,Problem\r\ncode/a.py,0:47:59.9,"The ""A"" team",sum\r\n"code/b, c.cpp",47,bo,sum-points\n\ncode/d.ts,1:02:03,bo,prod\n',
  });
  const round = readIcpcRound(dir, PROBLEMS, ALL);
  assert.equal(round.teams, ['bo', 'The "A" team']);
  assert.equal(brief(), ['47 2820 bo sum-points code/b, c.cpp', '47 2879 The "A" team sum code/a.py']);
  assert.equal(round.warnings, [
    `${join(dir, 'submissions.csv')}:5: problem "prod" is none of the problems (sum, sum-points), left out`,
  ]);
});

csv('refused in one line naming the file, line and field', () => {
  writeFiles(dir, { 'a.py': '' });
  const file = join(dir, 'submissions.csv');
  assertRefusals(
    [
      ['team,problem,file\n', `${file}:1: the header lacks time (it names team, problem, time, file)`],
      [
        'team,problem,time,file\nx,sum,1:5:00,a.py\n',
        `${file}:2: time "1:5:00": whole minutes (47) or h:mm:ss (0:47:12) since the start`,
      ],
      ['team,problem,time,file\n,sum,1,a.py\n', `${file}:2: team: empty`],
      ['team,problem,time,file\nx,sum,1,b.py\n', `${file}:2: file "b.py": no such file`],
      ['team,problem,time,file\nx,sum,1,../a.py\n', `${file}:2: file "../a.py": a path inside ${dir}, relative to it`],
      ['team,problem,time,file\n"x,sum,1,a.py\n', `${file}:2: a quoted field never closed`],
    ],
    (text) => {
      writeFiles(dir, { 'submissions.csv': text });
      return readIcpcRound(dir, PROBLEMS, ALL);
    },
  );
  writeFiles(dir, { 'submissions/x/sum/1-a.py': '' });
  assertRefusals(
    [[dir, `${join(dir, 'submissions')} and ${file}: an ICPC round's submissions come from one of them: keep one`]],
    (d) => readIcpcRound(d, PROBLEMS, ALL),
  );
  rmSync(file);
  assertRefusals([[dir, `${join(dir, 'submissions/zed')}: no such team (--contestant zed)`]], (d) =>
    readIcpcRound(d, PROBLEMS, { teams: ['zed'], problems: [] }),
  );
});

const times = suite('contestSeconds and csvRecords');
times('minutes or h:mm:ss with a fraction; anything else null', () => {
  assert.equal(['0', '300', '0:00:59.99', '4:59:59', '1:60:00', '1:5:00', '-1', '1.5', ''].map(contestSeconds), [
    0,
    18000,
    59,
    17999,
    null,
    null,
    null,
    null,
    null,
  ]);
});
times('records with the line each starts on, a quoted line end kept', () => {
  assert.equal(csvRecords('a,b\r\n"x\ny",z\n\nlast', 'f'), [
    { line: 1, fields: ['a', 'b'] },
    { line: 2, fields: ['x\ny', 'z'] },
    { line: 5, fields: ['last'] },
  ]);
});

folder.run();
csv.run();
times.run();
