// `npm run contest -- DIR --ccs OUT`: a round written as a contest package in the layout of the ICPC's Contest
// Control System specification (ccs-package.ts has the objects): its JSON files, each problem as a Kattis package
// zipped at problems/<id>/<id>.zip, each submission's file zipped at submissions/<id>/files.zip, and
// event-feed.ndjson. Nothing is judged. Written whole into a hidden folder beside OUT and renamed into place.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { zipSync, type ZipOptions } from 'fflate';
import { UserError } from '../../judge/base/index.ts';
import { javaFileName, mainClass } from '../../judge/build/index.ts';
import { loadProblem } from '../../judge/registry/index.ts';
import { type ExportOptions, FORMATS } from '../formats/index.ts';
import {
  CCS_ID,
  type CcsProblem,
  type CcsSubmission,
  ccsLanguageOf,
  ccsObjects,
  entryName,
  ndjsonLine,
  startTime,
} from './ccs-package.ts';
import { readContestFolder } from './contest-folder.ts';
import { readIcpcRound } from './icpc-submissions.ts';
import { problemColumn } from './judge-contest.ts';
import type { RoundKind } from './round-kind.ts';
import { checkEmptyOut, writeWhole } from './write-whole.ts';

export interface CcsOptions {
  root: string;
  /** The round's folder. */
  dir: string;
  out: string;
  kind: RoundKind;
  /** The problems of the round, in order. */
  problemIds: readonly string[];
  /** Every problem of the root (what the round's reader takes as a problem). */
  ids: readonly string[];
  contestants: readonly string[];
  start: string | undefined;
  lengthMinutes: number | undefined;
  freezeMinute: number | undefined;
  provider: string;
  say: (line: string) => void;
}

/** The package's folder must be new, or an empty folder; its name is the contest's id, as the specification advises. */
function checkOut(out: string, given: string): string {
  checkEmptyOut(out, 'ccs', given);
  const id = basename(resolve(out));
  if (!CCS_ID.test(id))
    throw new UserError(
      `--ccs ${given}: the folder's name is the contest's id: letters, digits, _ . and - only, at most 36, not starting with . or -`,
    );
  return id;
}

/** Each problem's package id: its Kattis short name, the id's letters and digits; two alike or none refused. */
function packageIds(problemIds: readonly string[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const id of problemIds) {
    const short = id.toLowerCase().replace(/[^a-z0-9]/g, '');
    const twin = [...ids].find(([, s]) => s === short)?.[0];
    if (short === '' || twin !== undefined)
      throw new UserError(
        `problems/${id}: its Kattis short name "${short}" (the id's letters and digits) ${twin ? `is also ${twin}'s` : 'is empty'}: leave one out with --problem`,
      );
    ids.set(id, short);
  }
  return ids;
}

/** The writer of `npm run export`'s --`flag` (kattis, cms), through the formats' face. */
export function exporter(flag: string): (options: ExportOptions) => Promise<unknown> {
  const format = FORMATS.find((f) => f.export?.flag === flag);
  if (format?.export === undefined) throw new Error(`no format writes --${flag}`);
  return format.export.write;
}

/** A Kattis package's test data sets: its data/ folder's inputs, samples and secret alike. */
const testsIn = (dir: string): number =>
  readdirSync(join(dir, 'data'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.in')).length;

/** Every file under `folder`, by its path inside it with / between names, Unix permissions kept (scripts run). */
function zipFolder(folder: string): Uint8Array {
  const files: Record<string, [Uint8Array, ZipOptions]> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else files[relative(folder, path).split(sep).join('/')] = [readFileSync(path), unixMode(stat.mode)];
    }
  };
  walk(folder);
  return zipSync(files, { mtime: '1980-01-01' });
}

/** fflate's attributes for a file made on Unix (os 3) with `mode`: the high 16 bits, as zip and unzip keep them. */
const unixMode = (mode: number): ZipOptions => ({ os: 3, attrs: ((mode & 0o777) | 0o100000) << 16 });

/** The round's submissions and teams: an ICPC round's as timed; an OI round's contestants' files, each at time 0. */
function roundOf(options: CcsOptions, short: Map<string, string>): { teams: string[]; submissions: CcsSubmission[] } {
  const { dir, ids, problemIds, contestants, say } = options;
  const timed =
    options.kind === 'icpc'
      ? readIcpcRound(dir, ids, { teams: contestants, problems: problemIds })
      : (() => {
          const folder = readContestFolder(dir, ids, { contestants, problems: problemIds });
          const submissions = folder.contestants.flatMap((c) =>
            problemIds
              .filter((id) => c.files[id] !== undefined)
              .map((id) => ({ team: c.name, problem: id, seconds: 0, file: c.files[id] })),
          );
          return { teams: folder.contestants.map((c) => c.name), submissions, warnings: folder.warnings };
        })();
  for (const warning of timed.warnings) say(`warning: ${warning}`);
  const submissions = timed.submissions.map(({ team, problem, seconds, file }) => {
    const language = ccsLanguageOf(file);
    const java = language.id === 'java';
    return {
      team,
      problem: short.get(problem) as string,
      seconds: Math.floor(seconds),
      file,
      name: entryName(file, language, java ? javaFileName(readFileSync(file, 'utf8')) : null),
      entryPoint: java ? mainClass(file) : language.entryPointName === null ? null : '',
    };
  });
  // Python's and the bundled languages' entry point is the file's name in the zip.
  for (const s of submissions) if (s.entryPoint === '') s.entryPoint = s.name;
  return { teams: timed.teams, submissions };
}

/** The contest's length and freeze in seconds, refused where the specification's duration cannot be told. */
function timesOf(options: CcsOptions, submissions: CcsSubmission[]): { duration: number; freeze: number | null } {
  const { lengthMinutes: length, freezeMinute: freeze, dir } = options;
  if (length === undefined || length <= 0)
    throw new UserError(
      "--ccs: give the contest's length with --length MINUTES (the specification requires its duration)",
    );
  const late = submissions.find((s) => s.seconds >= length * 60);
  if (late)
    throw new UserError(
      `${relative(dir, late.file) || late.file}: at ${late.seconds} s, not before the end (--length ${length})`,
    );
  if (freeze !== undefined && freeze > length)
    throw new UserError(`--freeze ${freeze}: after the end of the contest (--length ${length})`);
  return { duration: length * 60, freeze: freeze === undefined ? null : (length - freeze) * 60 };
}

/** Writes the package; a UserError, with nothing written, for what the specification cannot hold or is not given. */
export async function writeCcsPackage(options: CcsOptions): Promise<{ dir: string; submissions: number }> {
  const out = resolve(options.out);
  const id = checkOut(out, options.out);
  if (options.start === undefined)
    throw new UserError("--ccs: give the contest's start with --start TIME (each submission's time is told from it)");
  const start = startTime(options.start);
  const short = packageIds(options.problemIds);
  const round = roundOf(options, short);
  const times = timesOf(options, round.submissions);
  return writeWhole(out, async (work) => {
    const problems: CcsProblem[] = [];
    for (const problemId of options.problemIds) {
      const packageId = short.get(problemId) as string;
      const unpacked = join(work, '.kattis', packageId);
      await exporter('kattis')({ root: options.root, id: problemId, dir: unpacked, say: options.say });
      mkdirSync(join(work, 'problems', packageId), { recursive: true });
      writeFileSync(join(work, 'problems', packageId, `${packageId}.zip`), zipFolder(unpacked));
      const problem = await loadProblem(options.root, problemId);
      problems.push({
        id: packageId,
        name: problem.title,
        timeLimitMs: problem.limits.timeMs,
        memoryMb: problem.limits.memoryMb,
        outputMb: problem.limits.outputMb,
        tests: testsIn(unpacked),
        maxScore: (await problemColumn(options.root, problemId)).max,
      });
    }
    rmSync(join(work, '.kattis'), { recursive: true, force: true });
    round.submissions.forEach((s, k) => {
      mkdirSync(join(work, 'submissions', String(k + 1)), { recursive: true });
      const zip = zipSync({ [s.name]: readFileSync(s.file) }, { mtime: '1980-01-01' });
      writeFileSync(join(work, 'submissions', String(k + 1), 'files.zip'), zip);
    });
    const { files, events } = ccsObjects({
      id,
      scoreboard: options.kind === 'icpc' ? 'pass-fail' : 'score',
      start,
      durationSeconds: times.duration,
      freezeSeconds: times.freeze,
      provider: options.provider,
      problems,
      teams: round.teams,
      submissions: round.submissions,
    });
    for (const [name, value] of Object.entries(files))
      writeFileSync(join(work, name), `${JSON.stringify(value, null, 2)}\n`);
    writeFileSync(join(work, 'event-feed.ndjson'), events.map(ndjsonLine).join(''));
    return { dir: out, submissions: round.submissions.length };
  });
}
