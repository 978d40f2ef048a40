// `npm run contest -- DIR --cms OUT`: an OI round as a CMS contest in the italy_yaml format, as CMS's own loader
// (cmscontrib/loaders/italy_yaml.py, what cmsImportContest and cmsImportUser run) reads one: OUT/contest.yaml (name,
// description, tasks, users, and start and stop where given) and each problem's task folder beside it, written by
// `npm run export`'s CMS writer. The contestants' files are not in it: the format has no submissions. Written in a
// hidden folder beside OUT and renamed into place.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { UserError } from '../../judge/base/index.ts';
import { yamlNumber, yamlScalar } from '../formats/index.ts';
import { startTime } from './ccs-package.ts';
import { readContestFolder } from './contest-folder.ts';
import { exporter } from './write-ccs.ts';
import { checkEmptyOut, writeWhole } from './write-whole.ts';

/** A contest's name as CMS puts it in its addresses, and a task's folder name as the CMS export takes it. */
const CMS_NAME = /^[A-Za-z0-9_-]+$/;

export interface CmsContest {
  name: string;
  tasks: string[];
  users: { username: string; password: string }[];
  /** Seconds since the epoch, where given: the loader takes a number as a time. */
  start?: number;
  stop?: number;
}

/**
 * contest.yaml as the loader reads it: every string through yamlScalar, so PyYAML reads back the same; start and stop
 * as numbers, which the loader's parse_datetime takes (a quoted date it refuses).
 */
export function cmsContestYaml(contest: CmsContest): string {
  const times = contest.start === undefined || contest.stop === undefined ? [] : [contest.start, contest.stop];
  return [
    `name: ${yamlScalar(contest.name)}`,
    `description: ${yamlScalar(contest.name)}`,
    ...times.map((t, k) => `${k === 0 ? 'start' : 'stop'}: ${yamlNumber(t)}`),
    `tasks:${contest.tasks.length === 0 ? ' []' : ''}`,
    ...contest.tasks.map((task) => `  - ${yamlScalar(task)}`),
    `users:${contest.users.length === 0 ? ' []' : ''}`,
    ...contest.users.flatMap((u) => [
      `  - username: ${yamlScalar(u.username)}`,
      `    password: ${yamlScalar(u.password)}`,
    ]),
    '',
  ].join('\n');
}

export interface CmsContestOptions {
  root: string;
  dir: string;
  out: string;
  problemIds: readonly string[];
  ids: readonly string[];
  contestants: readonly string[];
  start: string | undefined;
  lengthMinutes: number | undefined;
  say: (line: string) => void;
}

/** Each contestant's password: random, as the loader requires one (CMS stores it as plaintext:<it>). */
const password = () => randomBytes(9).toString('base64url');

/** Writes the contest; a UserError, with nothing written, for an OUT taken, a name CMS cannot use, half the times. */
export async function writeCmsContest(options: CmsContestOptions): Promise<{ dir: string; users: number }> {
  const out = resolve(options.out);
  checkEmptyOut(out, 'cms', options.out);
  const name = basename(out);
  if (!CMS_NAME.test(name))
    throw new UserError(`--cms ${options.out}: the folder's name is the contest's name: letters, digits, _ and - only`);
  const bad = options.problemIds.find((id) => !CMS_NAME.test(id));
  if (bad !== undefined) throw new UserError(`problems/${bad}: not a CMS task name (letters, digits, _ and -)`);
  if ((options.start === undefined) !== (options.lengthMinutes === undefined))
    throw new UserError("--cms: give both --start and --length (the contest's start and stop), or neither");
  const start = options.start === undefined ? undefined : Math.floor(startTime(options.start) / 1000);
  const folder = readContestFolder(options.dir, options.ids, {
    contestants: options.contestants,
    problems: options.problemIds,
  });
  for (const warning of folder.warnings) options.say(`warning: ${warning}`);
  return writeWhole(out, async (work) => {
    for (const id of options.problemIds)
      await exporter('cms')({ root: options.root, id, dir: join(work, id), say: options.say });
    const users = folder.contestants.map((c) => ({ username: c.name, password: password() }));
    const times = start === undefined ? {} : { start, stop: start + (options.lengthMinutes as number) * 60 };
    writeFileSync(
      join(work, 'contest.yaml'),
      cmsContestYaml({ name, tasks: [...options.problemIds], users, ...times }),
    );
    return { dir: out, users: users.length };
  });
}
