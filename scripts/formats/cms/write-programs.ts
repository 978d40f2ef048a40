// The CMS export's programs: check/checker (the problem's checker function, or its comparison, in CMS's checker
// contract) and check/manager (its jury in CMS's Communication contract), each one Node.js file that starts with
// `#!/usr/bin/env node`. CMS runs both as executables in its sandbox, which maps /usr, as CMS's own test tasks run
// their Python managers by a shebang (cmstestsuite/tasks/communication_stdio/code/manager).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputComparison } from '../../../problems/_authoring/index.ts';
import { sourceLiteral } from '../../../judge/base/index.ts';
import { bundleModule } from '../../../judge/build/index.ts';
import { requireDeclaredExport } from '../declared-export.ts';

/** The Node.js versions the programs are written for: CMS workers run whatever their system has. */
const TARGET = 'node12';
const SHEBANG = '#!/usr/bin/env node\n';
const here = dirname(fileURLToPath(import.meta.url));
const CHECKER_MAIN = join(here, 'checker-main.ts');
const MANAGER_MAIN = join(here, 'manager-main.ts');
/** The kit's comparison as a checker, bundled from its own file: the verdict face would bring the judge's runner along. */
const COMPARISON = join(here, '..', '..', '..', 'judge', 'verdict', 'compare.ts');

/** What the checker is made of: the problem's checker.ts (exporting the function problem.ts names), or a comparison. */
export type CheckerSource = { module: string; declared: unknown } | { compare: OutputComparison | undefined };

/**
 * Bundles the entry `lines` (imports by absolute path, every value a literal from sourceLiteral) into `outFile`: one
 * CommonJS file behind the shebang, executable. The entry is written in a folder of its own, removed after.
 */
async function writeProgram(lines: string[], outFile: string): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'kit-cms-program-'));
  try {
    const entry = join(scratch, 'entry.ts');
    writeFileSync(entry, `${lines.join('\n')}\n`);
    const bundle = join(scratch, 'bundle.js');
    await bundleModule(entry, TARGET, bundle);
    mkdirSync(dirname(outFile), { recursive: true });
    writeFileSync(outFile, SHEBANG + readFileSync(bundle, 'utf8'));
    chmodSync(outFile, 0o755);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** check/checker: `passFail` writes outcomes of 0 or 1 only (standardManagerOutput). */
export async function writeCmsChecker(
  root: string,
  source: CheckerSource,
  passFail: boolean,
  outFile: string,
): Promise<void> {
  if ('module' in source) {
    await requireDeclaredExport(root, source.module, 'check', source.declared);
    return writeProgram(
      [
        // The entry lies in a folder of its own: a path of a root given relative is made absolute.
        `import { check } from ${sourceLiteral(resolve(source.module))};`,
        `import { runCmsChecker } from ${sourceLiteral(CHECKER_MAIN)};`,
        `runCmsChecker(check, ${sourceLiteral(passFail)});`,
      ],
      outFile,
    );
  }
  return writeProgram(
    [
      `import { comparisonChecker } from ${sourceLiteral(COMPARISON)};`,
      `import { runCmsChecker } from ${sourceLiteral(CHECKER_MAIN)};`,
      `runCmsChecker(comparisonChecker(${sourceLiteral(source.compare)}), ${sourceLiteral(passFail)});`,
    ],
    outFile,
  );
}

/** check/manager from the jury module (solutions/jury/<id>.ts, exporting `jury` and `answer`). */
export async function writeCmsManager(jury: string, passFail: boolean, outFile: string): Promise<void> {
  return writeProgram(
    [
      `import { answer, jury } from ${sourceLiteral(resolve(jury))};`,
      `import { runCmsManager } from ${sourceLiteral(MANAGER_MAIN)};`,
      `runCmsManager(jury, answer, ${sourceLiteral(passFail)});`,
    ],
    outFile,
  );
}
