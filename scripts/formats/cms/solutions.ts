// A CMS task's sol/ as the package's submissions, each compiled as CMS compiles a submission (tasktypes/Batch.py,
// _do_compile): alone, or in a task with a grader (sol/grader.<ext>) together with the grader of its language and
// sol/'s headers, which the kit does as the judge links a folder program's sources (a C or C++ one). sol/soluzione.<ext>
// is the accepted solution (cmsMake makes output/ with it); the others are kept unjudged, since CMS says nothing of
// what each must get. One the kit cannot run as CMS runs it is named in one line.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { SOLUTION_EXTENSIONS } from '../../../judge/build/index.ts';
import type { PackageSubmission } from '../plan.ts';

/** The source extensions of CMS's languages (cms/grading/languages/): a grader in any of them makes a grader task. */
export const CMS_SOURCES = [
  '.c',
  '.cpp',
  '.cc',
  '.cxx',
  '.c++',
  '.C',
  '.cs',
  '.hs',
  '.java',
  '.pas',
  '.php',
  '.py',
  '.rs',
];

/** cmsMake's name for the solution whose outputs are the answers (SOL_FILENAME). */
export const MAIN_SOLUTION = 'soluzione';

/** The grader's extension for a source of C or C++ (the language's first source extension, as Batch.py names it). */
export const GRADER_OF: Record<string, string> = { '.c': '.c', '.cpp': '.cpp', '.cc': '.cpp', '.cxx': '.cpp' };

export interface TakenSolutions {
  submissions: PackageSubmission[];
  said: string[];
  notTaken: string[];
}

/** The files of sol/, sorted; none where it is not there. */
function solFiles(pkg: string): string[] {
  const folder = join(pkg, 'sol');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => statSync(join(folder, name)).isFile())
    .sort();
}

/** sol/'s solutions (every source but the grader and the stub, as cmsMake takes them) as submissions. */
export function takeSolutions(pkg: string): TakenSolutions {
  const files = solFiles(pkg);
  const graders = files.filter(
    (name) => basename(name, extname(name)) === 'grader' && CMS_SOURCES.includes(extname(name)),
  );
  // A grader task's compile is also given sol/'s headers (the loader's managers with HEADER_EXTS: .h for C and C++).
  const headers = graders.length > 0 ? files.filter((name) => extname(name) === '.h') : [];
  const submissions: PackageSubmission[] = [];
  const notTaken: string[] = [];
  const testsEval = (path: string) => /\bEVAL\b/.test(readFileSync(join(pkg, path), 'utf8'));
  const evalTested = graders.map((name) => join('sol', name)).filter(testsEval);
  for (const name of files) {
    const ext = extname(name);
    const base = basename(name, ext);
    if (base === 'grader' || base === 'stub' || !(CMS_SOURCES.includes(ext) || SOLUTION_EXTENSIONS.includes(ext)))
      continue;
    const path = join('sol', name);
    // .C is C++ to CMS; the kit would read it as C.
    if (!SOLUTION_EXTENSIONS.includes(ext) || ext === '.C') {
      notTaken.push(`${path}: a language the kit does not run`);
      continue;
    }
    let include: PackageSubmission['include'];
    if (graders.length > 0) {
      const grader = GRADER_OF[ext] === undefined ? null : `grader${GRADER_OF[ext]}`;
      if (grader === null) {
        notTaken.push(
          `${path}: CMS runs the task's grader as the program (sol/grader${ext === '.py' ? '.py' : ext}), calling the solution, where the kit runs the solution's own file`,
        );
        continue;
      }
      if (!graders.includes(grader)) {
        notTaken.push(`${path}: the task has no sol/${grader}, which CMS compiles a ${ext} submission with`);
        continue;
      }
      include = [grader, ...headers].map((file) => ({ from: join('sol', file), to: file }));
    }
    if (/\.(c|cc|cpp|cxx)$/.test(ext) && testsEval(path)) evalTested.push(path);
    submissions.push({
      main: path,
      folder: null,
      expect: base === MAIN_SOLUTION ? 'accepted' : 'do-not-run',
      name,
      ...(include ? { include } : {}),
    });
  }
  const said: string[] = [];
  const linked = submissions.find((s) => s.include)?.include;
  if (linked)
    said.push(
      `grader: each C or C++ solution is a folder with ${linked.map((f) => f.from).join(' and ')} beside it, compiled and linked with it, as CMS compiles a submission; a --solution of your own needs them beside it too (x/x.cpp)`,
    );
  const unrun = submissions.filter((s) => s.expect === 'do-not-run').map((s) => s.main);
  if (unrun.length > 0)
    said.push(
      `${unrun.join(', ')}: CMS states no result they must get; kept in the gallery's do-not-run/, for npm run judge -- <id> --solution FILE`,
    );
  if (evalTested.length > 0)
    notTaken.push(
      `${evalTested.join(', ')}: tests EVAL, which CMS defines when it compiles a submission (-DEVAL); the kit compiles without it`,
    );
  return { submissions, said, notTaken };
}
