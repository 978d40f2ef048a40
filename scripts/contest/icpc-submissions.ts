// An ICPC round's submissions read, from DIR/submissions/<team>/<problem>/<minute>-<name>.<ext> or from
// DIR/submissions.csv (team, problem, time, file), in time order; a warning for each entry no problem takes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { UserError } from '../../judge/base/index.ts';
import { SOLUTION_EXTENSIONS } from '../../judge/build/index.ts';
import { byName } from './ranking.ts';

export interface Submission {
  team: string;
  problem: string;
  /** The time since the start in seconds, as given (a minute's first second where only the minute is). */
  seconds: number;
  /** The contest minute: seconds rounded down to a whole minute, as the CCS specification counts time. */
  minute: number;
  /** Absolute. */
  file: string;
}

export interface IcpcRound {
  /** In name order (ranking.ts's byName): every team with a folder, or named in the CSV. */
  teams: string[];
  /** In time order: by time, then by file name (then team and problem, which orders nothing that counts). */
  submissions: Submission[];
  /** One line each, naming the path (or the CSV's line): what no problem takes, a team with no submissions. */
  warnings: string[];
}

export interface RoundPick {
  /** Only these teams; empty: all. */
  teams: readonly string[];
  /** Only these problems' submissions; empty: all the root's. */
  problems: readonly string[];
}

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();
const visible = (name: string) => !name.startsWith('.');
const takes = (file: string) => SOLUTION_EXTENSIONS.includes(extname(file).toLowerCase());
const LANGUAGES = SOLUTION_EXTENSIONS.join(' ');

/** The round's submissions from whichever of submissions/ and submissions.csv `dir` holds (both: refused). */
export function readIcpcRound(dir: string, problemIds: readonly string[], pick: RoundPick): IcpcRound {
  const folder = join(dir, 'submissions');
  const csv = join(dir, 'submissions.csv');
  if (isFolder(folder) && existsSync(csv))
    throw new UserError(`${folder} and ${csv}: an ICPC round's submissions come from one of them: keep one`);
  const read = isFolder(folder) ? readSubmissionFolder(folder, problemIds) : readSubmissionCsv(dir, csv, problemIds);
  for (const team of pick.teams)
    if (!read.teams.includes(team))
      throw new UserError(`${isFolder(folder) ? join(folder, team) : csv}: no such team (--contestant ${team})`);
  const wanted = pick.problems.length > 0 ? pick.problems : problemIds;
  const teams = read.teams.filter((team) => pick.teams.length === 0 || pick.teams.includes(team)).sort(byName);
  const submissions = read.submissions
    .filter((s) => teams.includes(s.team) && wanted.includes(s.problem))
    .sort(
      (a, b) =>
        a.seconds - b.seconds ||
        byName(basename(a.file), basename(b.file)) ||
        byName(a.team, b.team) ||
        byName(a.problem, b.problem),
    );
  return { teams, submissions, warnings: read.warnings };
}

/** submissions/<team>/<problem>/<minute>-<name>.<ext>: the minute a whole number, the name anything. */
function readSubmissionFolder(folder: string, problemIds: readonly string[]): IcpcRound {
  const teams: string[] = [];
  const submissions: Submission[] = [];
  const warnings: string[] = [];
  for (const team of readdirSync(folder).filter(visible).sort(byName)) {
    const teamFolder = join(folder, team);
    if (!isFolder(teamFolder)) {
      warnings.push(`${teamFolder}: not a team's folder, left out`);
      continue;
    }
    teams.push(team);
    const before = submissions.length;
    for (const problem of readdirSync(teamFolder).filter(visible).sort(byName)) {
      const problemFolder = join(teamFolder, problem);
      if (!isFolder(problemFolder) || !problemIds.includes(problem)) {
        warnings.push(`${problemFolder}: a folder for no problem (problems: ${problemIds.join(', ')}), left out`);
        continue;
      }
      for (const name of readdirSync(problemFolder).filter(visible).sort(byName)) {
        const file = join(problemFolder, name);
        const minute = /^(\d+)-./.exec(name)?.[1];
        if (isFolder(file) || minute === undefined || !Number.isSafeInteger(Number(minute)))
          warnings.push(`${file}: not a submission named <minute>-<name>.<ext> (e.g. 47-fix.cpp), left out`);
        else if (!takes(name)) warnings.push(`${file}: not a language the judge takes (${LANGUAGES}), left out`);
        else submissions.push({ team, problem, seconds: Number(minute) * 60, minute: Number(minute), file });
      }
    }
    if (submissions.length === before) warnings.push(`${teamFolder}: no submissions`);
  }
  return { teams, submissions, warnings };
}

/** A contest time: whole minutes ("47"), or h:mm:ss with an optional fraction (CCS's RELTIME, "0:47:12.5"). */
export function contestSeconds(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text) * 60;
  const clock = /^(\d+):([0-5]\d):([0-5]\d)(?:\.\d+)?$/.exec(text);
  return clock ? Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) : null;
}

/** RFC 4180's records, each with the line it starts on; quoted fields may hold commas, quotes ("") and line ends. */
export function csvRecords(text: string, file: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let k = 0;
  const end = () => {
    fields.push(field);
    field = '';
  };
  while (k < text.length) {
    const c = text[k];
    if (c === '"' && field === '') {
      const opened = line;
      k += 1;
      while (!(text[k] === '"' && text[k + 1] !== '"')) {
        if (k >= text.length) throw new UserError(`${file}:${opened}: a quoted field never closed`);
        if (text[k] === '\n') line += 1;
        field += text[k];
        k += text[k] === '"' ? 2 : 1;
      }
      k += 1;
      if (k < text.length && !',\r\n'.includes(text[k]))
        throw new UserError(`${file}:${line}: text after a quoted field's closing quote`);
    } else if (c === ',') {
      end();
      k += 1;
    } else if (c === '\n' || c === '\r') {
      end();
      if (fields.some((f) => f !== '') || fields.length > 1) records.push({ line: start, fields });
      fields = [];
      k += c === '\r' && text[k + 1] === '\n' ? 2 : 1;
      line += 1;
      start = line;
    } else {
      field += c;
      k += 1;
    }
  }
  if (field !== '' || fields.length > 0) {
    end();
    records.push({ line: start, fields });
  }
  return records;
}

const COLUMNS = ['team', 'problem', 'time', 'file'] as const;

/** submissions.csv: a header naming team, problem, time and file (in any order), then a submission a record. */
function readSubmissionCsv(dir: string, csv: string, problemIds: readonly string[]): IcpcRound {
  if (!existsSync(csv))
    throw new UserError(`${csv}: no such file, nor a folder ${join(dir, 'submissions')} (an ICPC round's submissions)`);
  const [header, ...records] = csvRecords(readFileSync(csv, 'utf8').replace(/^\uFEFF/, ''), csv);
  const names = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const at = Object.fromEntries(COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<
    (typeof COLUMNS)[number],
    number
  >;
  const lacking = COLUMNS.filter((column) => at[column] < 0);
  if (lacking.length > 0)
    throw new UserError(`${csv}:1: the header lacks ${lacking.join(', ')} (it names team, problem, time, file)`);
  const teams = new Set<string>();
  const submissions: Submission[] = [];
  const warnings: string[] = [];
  for (const { line, fields } of records) {
    const where = `${csv}:${line}`;
    const [team, problem, time, file] = COLUMNS.map((column) => (fields[at[column]] ?? '').trim());
    if (team === '') throw new UserError(`${where}: team: empty`);
    const seconds = contestSeconds(time);
    if (seconds === null)
      throw new UserError(`${where}: time "${time}": whole minutes (47) or h:mm:ss (0:47:12) since the start`);
    const path = resolve(dir, file);
    if (file === '' || isAbsolute(file) || relative(resolve(dir), path).startsWith('..'))
      throw new UserError(`${where}: file "${file}": a path inside ${dir}, relative to it`);
    if (!existsSync(path) || isFolder(path)) throw new UserError(`${where}: file "${file}": no such file`);
    teams.add(team);
    if (!problemIds.includes(problem))
      warnings.push(`${where}: problem "${problem}" is none of the problems (${problemIds.join(', ')}), left out`);
    else if (!takes(file)) warnings.push(`${where}: ${file}: not a language the judge takes (${LANGUAGES}), left out`);
    else submissions.push({ team, problem, seconds, minute: Math.floor(seconds / 60), file: path });
  }
  return { teams: [...teams], submissions, warnings };
}
