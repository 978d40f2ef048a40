// CMS's own italy_yaml loader and score types, run from CMS's source on a task folder (cms-scores.py), or why they
// cannot run here: the source of CMS (KIT_CMS_SOURCE: a clone of https://github.com/cms-dev/cms, bare or not) and the
// Debian packages of the Python libraries it imports. Nothing of CMS is kept in the kit: its source is unpacked into
// a temporary folder for the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Where this kit's development machine keeps its mirror of CMS, when KIT_CMS_SOURCE names none. */
const DEFAULT_SOURCE = '/work/.mirror/cms-dev+cms/repo';

/** Debian 12's packages of what CMS's loader and score types import (and the venv CMS insists on running in). */
export const CMS_PYTHON_PACKAGES = [
  'python3-venv',
  'python3-yaml',
  'python3-sqlalchemy',
  'python3-psycopg2',
  'python3-gevent',
  'python3-jinja2',
  'python3-babel',
  'python3-xdg',
  'python3-bcrypt',
  'python3-markdown-it',
  'python3-netifaces',
  'python3-chardet',
  'python3-pycryptodome',
  'python3-tornado',
  'python3-werkzeug',
];

/** The modules those packages give, as CMS imports them. */
const MODULES =
  'venv, yaml, sqlalchemy, psycopg2, gevent, jinja2, babel, xdg, bcrypt, markdown_it, netifaces, chardet, Cryptodome, tornado, werkzeug';

/** What CMS made of a task (cms-scores.py's JSON), and its loader's log lines. */
export interface CmsLoaded {
  name: string;
  title: string;
  statements: string[];
  time_limit: number;
  memory_limit: number;
  task_type: string;
  task_type_parameters: unknown[];
  managers: string[];
  score_type: string;
  testcases: number;
  public: string[];
  max_score: number;
  /** Each submission's score, in order. */
  scores: number[];
  /** What CMS logged, a line each ("... - WARNING [...] ..."). */
  log: string[];
}

export interface CmsLoader {
  /** The task in `taskDir` loaded (CMS marks it imported there: .itime) and the submissions scored, each {codename: outcome}. */
  load: (taskDir: string, submissions: Record<string, number>[]) => CmsLoaded;
  close: () => void;
}

/** CMS's loader ready to run, or what is missing here and how to get it, for skip(). */
export function cmsLoader(): CmsLoader | { missing: string } {
  const source = resolve(process.env.KIT_CMS_SOURCE ?? DEFAULT_SOURCE);
  if (!existsSync(source))
    return {
      missing: `no source of CMS at ${source}; git clone --bare https://github.com/cms-dev/cms DIR and set KIT_CMS_SOURCE=DIR`,
    };
  if (spawnSync('/usr/bin/python3', ['-c', `import ${MODULES}`], { stdio: 'ignore' }).status !== 0)
    return {
      missing: `the Python libraries CMS's loader imports are not all installed; apt-get install ${CMS_PYTHON_PACKAGES.join(' ')}`,
    };
  const scratch = mkdtempSync(join(tmpdir(), 'kit-cms-loader-'));
  const fail = (what: string, run: ReturnType<typeof spawnSync>) => {
    rmSync(scratch, { recursive: true, force: true });
    throw new Error(`${what}: ${String(run.stderr ?? run.error)}`);
  };
  // A checkout is used as it is; a git repository (a bare mirror) has its HEAD unpacked.
  let tree = source;
  if (!existsSync(join(source, 'cms', '__init__.py'))) {
    tree = join(scratch, 'src');
    mkdirSync(tree);
    const files = ['cms', 'cmscommon', 'cmscontrib', 'setup.py', 'config/cms.sample.toml'];
    const archive = spawnSync('git', ['-C', source, 'archive', 'HEAD', ...files], { maxBuffer: 1 << 28 });
    if (archive.status !== 0) fail(`git archive of ${source}`, archive);
    const unpacked = spawnSync('tar', ['-x', '-C', tree], { input: archive.stdout });
    if (unpacked.status !== 0) fail('tar', unpacked);
  }
  const venv = join(scratch, 'venv');
  const made = spawnSync('/usr/bin/python3', ['-m', 'venv', '--without-pip', '--system-site-packages', venv]);
  if (made.status !== 0) fail('python3 -m venv', made);
  let runs = 0;
  return {
    load: (taskDir, submissions) => {
      const run = join(scratch, `run-${runs++}`);
      mkdirSync(run);
      writeFileSync(join(run, 'submissions.json'), JSON.stringify(submissions));
      const script = resolve('test/helpers/cms-scores.py');
      const done = spawnSync(
        join(venv, 'bin', 'python'),
        [script, join(tree, 'setup.py'), run, taskDir, join(run, 'submissions.json')],
        {
          encoding: 'utf8',
          env: { ...process.env, CMS_CONFIG: join(tree, 'config', 'cms.sample.toml'), PYTHONPATH: tree },
          maxBuffer: 1 << 26,
        },
      );
      if (done.status !== 0) throw new Error(`CMS's loader failed on ${taskDir}:\n${done.stderr}`);
      const loaded = JSON.parse(done.stdout.trim().split('\n').at(-1) ?? '') as Omit<CmsLoaded, 'log'>;
      return { ...loaded, log: done.stderr.split('\n').filter((line) => line.trim() !== '') };
    },
    close: () => rmSync(scratch, { recursive: true, force: true }),
  };
}
