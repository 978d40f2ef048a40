// A round as the objects of the ICPC's Contest Control System specification (release 2026-01: its JSON Format, as
// the Contest Package Format stores them on disk): the contest, the API's version, the languages, judgement types,
// problems, the one group, teams, accounts, submissions, and the event feed that holds them all. Pure: the files are
// written by write-ccs.ts.
import { basename, extname } from 'node:path';
import { UserError } from '../../judge/base/index.ts';
import { PENALTY_MINUTES } from './icpc-scoring.ts';

/** The release of the specification followed, which api.json names. */
export const CCS_VERSION = '2026-01';

/** The specification's ID: letters, digits, `_`, `.` and `-`, at most 36, not starting with `-` or `.`, nor ending with `.`. */
export const CCS_ID = /^[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,34}[A-Za-z0-9_-])?$/;

/** The one group every team is in: the specification requires group_ids of each team where groups are given. */
export const TEAM_GROUP = 'participants';

export interface CcsLanguage {
  /** The specification's known id where it has one (TypeScript it has not). */
  id: string;
  name: string;
  /** Without the dot, as the specification lists them. */
  extensions: string[];
  /** What the entry point names, where the language needs one (the specification's "Main class", "Main file"). */
  entryPointName: string | null;
}

/** Every language the judge takes, by the specification's ids (its table of known languages). */
export const CCS_LANGUAGES: readonly CcsLanguage[] = [
  { id: 'c', name: 'C', extensions: ['c'], entryPointName: null },
  { id: 'cpp', name: 'C++', extensions: ['cpp', 'cc', 'cxx'], entryPointName: null },
  { id: 'java', name: 'Java', extensions: ['java'], entryPointName: 'Main class' },
  { id: 'javascript', name: 'JavaScript', extensions: ['js', 'mjs', 'cjs'], entryPointName: 'Main file' },
  { id: 'python3', name: 'Python 3', extensions: ['py', 'py3'], entryPointName: 'Main file' },
  { id: 'typescript', name: 'TypeScript', extensions: ['ts', 'mts', 'cts'], entryPointName: 'Main file' },
];

/** The language of a source file, by its extension. */
export function ccsLanguageOf(file: string): CcsLanguage {
  const extension = extname(file).slice(1).toLowerCase();
  const language = CCS_LANGUAGES.find((l) => l.extensions.includes(extension));
  if (language === undefined)
    throw new UserError(`${file}: no language of the contest package has .${extension} files`);
  return language;
}

/**
 * The kit's verdicts as the specification's judgement types (the kit's RE is its RTE: the specification's RE means
 * Rejected). Compile errors cost no penalty, as the round is scored here.
 */
const JUDGEMENT_TYPES = [
  { id: 'AC', name: 'Accepted', solved: true, penalty: false },
  { id: 'WA', name: 'Wrong Answer', solved: false, penalty: true },
  { id: 'TLE', name: 'Time Limit Exceeded', solved: false, penalty: true },
  { id: 'RTE', name: 'Run-Time Error', solved: false, penalty: true },
  { id: 'MLE', name: 'Memory Limit Exceeded', solved: false, penalty: true },
  { id: 'OLE', name: 'Output Limit Exceeded', solved: false, penalty: true },
  { id: 'CE', name: 'Compile Error', solved: false, penalty: false },
];

/** A duration in whole seconds as the specification's RELTIME, h:mm:ss. */
export function relTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The specification's TIME: yyyy-mm-ddThh:mm:ss, optional .uuu, then the zone (Z or ±hh, optional :mm). */
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?(?:Z|[+-]\d{2}(?::\d{2})?)$/;

/** A start time given on the command line, as milliseconds since the epoch; a UserError naming the flag otherwise. */
export function startTime(text: string): number {
  const ms = TIME.test(text) ? Date.parse(text.replace(/([+-]\d{2})$/, '$1:00')) : Number.NaN;
  if (Number.isNaN(ms))
    throw new UserError(
      `--start "${text}": a time with its zone, as the specification writes one: 2026-12-07T10:00:00Z`,
    );
  return ms;
}

/** Labels in order: A to Z, then AA, AB... */
export function problemLabel(ordinal: number): string {
  let label = '';
  for (let n = ordinal; n > 0; n = Math.floor((n - 1) / 26)) label = String.fromCharCode(65 + ((n - 1) % 26)) + label;
  return label;
}

export interface CcsProblem {
  /** The package's id: the Kattis package's short name. */
  id: string;
  name: string;
  timeLimitMs: number;
  memoryMb: number;
  outputMb: number;
  tests: number;
  /** Its most points (a scored round's max_score). */
  maxScore: number;
}

export interface CcsSubmission {
  team: string;
  /** The problem's package id. */
  problem: string;
  seconds: number;
  /** The source file, absolute. */
  file: string;
  /** The file's name inside files.zip. */
  name: string;
  entryPoint: string | null;
}

export interface CcsRound {
  id: string;
  /** pass-fail: an ICPC round; score: an OI round (every submission at the start). */
  scoreboard: 'pass-fail' | 'score';
  /** Milliseconds since the epoch. */
  start: number;
  durationSeconds: number;
  /** Seconds before the end the board is frozen; null: none. */
  freezeSeconds: number | null;
  provider: string;
  problems: CcsProblem[];
  /** Team names in the round's order. */
  teams: string[];
  /** In time order. */
  submissions: CcsSubmission[];
}

/**
 * A name every system that unzips a submission keeps as it is: letters, digits, `_`, `.` and `-`, not starting with
 * `.` or `-` (the names the Kattis format allows its files).
 */
const PLAIN_NAME = /^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$/;

/** A submission's file name in its zip: the file's own where it is plain, else submission.<ext>; Java's as javac wants. */
export function entryName(file: string, language: CcsLanguage, javaName: string | null): string {
  if (language.id === 'java' && javaName !== null) return javaName;
  const name = basename(file);
  return PLAIN_NAME.test(name) ? name : `submission.${language.extensions[0]}`;
}

/**
 * A notification as one line of event-feed.ndjson: JSON, with what JSON.stringify leaves raw and a reader splitting on
 * Unicode's line ends takes for one escaped (NEL, U+2028, U+2029, as Python's splitlines splits on them), and the other
 * C1 controls with them; each escape reads back as the same character.
 */
export function ndjsonLine(value: unknown): string {
  const text = JSON.stringify(value).replace(
    /[\u0080-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${text}\n`;
}

const fileRef = (href: string) => ({ href, filename: basename(href), mime: 'application/zip' });
const at = (ms: number) => new Date(ms).toISOString();

/** Each file of the package (its name in the package's folder, its JSON value), and the event feed's notifications. */
export function ccsObjects(round: CcsRound): { files: Record<string, unknown>; events: object[] } {
  const scored = round.scoreboard === 'score';
  const teamId = (team: string) => String(round.teams.indexOf(team) + 1);
  const contest = {
    id: round.id,
    name: round.id,
    start_time: at(round.start),
    duration: relTime(round.durationSeconds),
    ...(round.freezeSeconds === null ? {} : { scoreboard_freeze_duration: relTime(round.freezeSeconds) }),
    scoreboard_type: round.scoreboard,
    ...(scored ? {} : { penalty_time: relTime(PENALTY_MINUTES * 60) }),
  };
  const judgementTypes = JUDGEMENT_TYPES.map(({ penalty, ...type }) => (scored ? type : { ...type, penalty }));
  const languages = CCS_LANGUAGES.map((l) => ({
    id: l.id,
    name: l.name,
    entry_point_required: l.entryPointName !== null,
    ...(l.entryPointName === null ? {} : { entry_point_name: l.entryPointName }),
    extensions: l.extensions,
  }));
  const problems = round.problems.map((p, k) => ({
    id: p.id,
    label: problemLabel(k + 1),
    name: p.name,
    ordinal: k + 1,
    time_limit: p.timeLimitMs / 1000,
    memory_limit: p.memoryMb,
    output_limit: p.outputMb,
    test_data_count: p.tests,
    ...(scored ? { max_score: p.maxScore } : {}),
    package: [fileRef(`problems/${p.id}/${p.id}.zip`)],
  }));
  const groups = [{ id: TEAM_GROUP, name: 'Participants' }];
  const teams = round.teams.map((name) => ({ id: teamId(name), label: teamId(name), name, group_ids: [TEAM_GROUP] }));
  const accounts = teams.map((t) => ({ id: `team${t.id}`, username: `team${t.id}`, type: 'team', team_id: t.id }));
  const submissions = round.submissions.map((s, k) => ({
    id: String(k + 1),
    language_id: ccsLanguageOf(s.file).id,
    problem_id: s.problem,
    team_id: teamId(s.team),
    time: at(round.start + s.seconds * 1000),
    contest_time: relTime(s.seconds),
    entry_point: s.entryPoint,
    files: [fileRef(`submissions/${k + 1}/files.zip`)],
  }));
  const api = {
    version: CCS_VERSION,
    version_url: `https://ccs-specs.icpc.io/${CCS_VERSION}/contest_api`,
    provider: { name: round.provider },
  };
  const collections: [string, { id: string }[]][] = [
    ['judgement-types', judgementTypes],
    ['languages', languages],
    ['problems', problems],
    ['groups', groups],
    ['teams', teams],
    ['accounts', accounts],
    ['submissions', submissions],
  ];
  const events = [
    { type: 'contest', id: null, data: contest },
    ...collections.flatMap(([type, objects]) => objects.map((data) => ({ type, id: data.id, data }))),
  ].map((event, k) => ({ ...event, token: String(k + 1) }));
  return {
    files: {
      'api.json': api,
      'contest.json': contest,
      ...Object.fromEntries(collections.map(([type, objects]) => [`${type}.json`, objects])),
    },
    events,
  };
}
