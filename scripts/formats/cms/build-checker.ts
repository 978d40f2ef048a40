// A checker program in CMS's contract (an imported CMS or TPS task's, in C or C++) written as CMS's loader takes it:
// check/checker, built as cmsMake builds a checker (CMS's own compile command for the language, static, so that it
// runs in a worker's sandbox), with its source and the headers beside it, which the kit's import reads back. The
// checker is the problem's own program, trusted as its judging is; it is built here, with this machine's compiler.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import { UserError } from '../../../judge/base/index.ts';

/** CMS's compile commands (cms/grading/languages: cpp17_gpp.py, c11_gcc.py), for evaluation (-DEVAL), by extension. */
const CPP = (source: string, out: string) => [
  'g++',
  '-DEVAL',
  '-std=gnu++17',
  '-O2',
  '-pipe',
  '-static',
  '-s',
  '-o',
  out,
  source,
];
const COMMANDS: Record<string, (source: string, out: string) => string[]> = {
  '.cpp': CPP,
  '.cc': CPP,
  '.cxx': CPP,
  '.c': (source, out) => ['gcc', '-DEVAL', '-std=gnu11', '-O2', '-pipe', '-static', '-s', '-o', out, source, '-lm'],
};

/** The extensions of the checkers the export can build. */
export const BUILT_CHECKER_EXTENSIONS = Object.keys(COMMANDS);

/** Headers beside a checker's source, which it may include: taken with it. */
const HEADER = /\.(h|hh|hpp|hxx)$/i;

/**
 * Writes `program` (a C or C++ checker in CMS's contract) into `checkDir` as checker.<ext> with the headers of its
 * folder, and checker, built from them as cmsMake would. Returns the command it was built with, for the report.
 */
export function buildCmsChecker(program: string, checkDir: string): string {
  const ext = extname(program).toLowerCase();
  const command = COMMANDS[ext];
  if (!command) throw new Error(`not a checker the export builds: ${program}`);
  mkdirSync(checkDir, { recursive: true });
  const source = `checker${ext}`;
  const headers = readdirSync(dirname(program)).filter(
    (name) => HEADER.test(name) && statSync(join(dirname(program), name)).isFile(),
  );
  // Built in a folder of its own, where only the source and its headers lie, as cmsMake builds in the task's check/.
  const scratch = mkdtempSync(join(tmpdir(), 'kit-cms-checker-'));
  try {
    for (const name of headers) {
      copyFileSync(join(dirname(program), name), join(scratch, name));
      copyFileSync(join(dirname(program), name), join(checkDir, name));
    }
    copyFileSync(program, join(scratch, source));
    copyFileSync(program, join(checkDir, source));
    const [compiler, ...args] = command(source, 'checker');
    const run = spawnSync(compiler, args, { cwd: scratch, encoding: 'utf8', timeout: 120_000 });
    const shown = [compiler, ...args].join(' ');
    if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new UserError(
        `building the checker ${basename(program)} for CMS needs ${compiler}, which is not installed (apt-get install ${compiler}) (nothing written)`,
      );
    if (run.status !== 0) {
      const said = `${run.stderr ?? ''}${run.error ? String(run.error) : ''}`.trim().split('\n').slice(0, 8).join('\n');
      throw new UserError(
        `building the checker ${basename(program)} for CMS (${shown}) failed${run.signal ? ` (${run.signal})` : ''}: ${said} (nothing written)`,
      );
    }
    copyFileSync(join(scratch, 'checker'), join(checkDir, 'checker'));
    chmodSync(join(checkDir, 'checker'), 0o755);
    return shown;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
