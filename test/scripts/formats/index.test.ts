// importPackage says first, before any of the package's programs runs, that they run with the user's rights.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PACKAGE_PROGRAMS_NOTICE } from '../../../scripts/formats/index.ts';
import { importCommand } from '../../../scripts/import.ts';
import { writeFiles } from '../../helpers/fixture-root.ts';
import { runInProcess } from '../../helpers/run-command.ts';

const notice = suite('the import notice');
notice('the first line of an import, one line, before its validator runs; and before a refusal', async () => {
  const root = mkdtempSync(join(tmpdir(), 'kit-import-notice-'));
  try {
    const pkg = join(root, 'pkg');
    // A package with a program of its own, which the import runs: the notice comes first all the same.
    writeFiles(pkg, {
      'problem.yaml': 'name: Echo\n',
      '.timelimit': '1\n',
      'data/sample/1.in': '1\n',
      'data/sample/1.ans': '1\n',
      'input_validators/ok.js': "require('fs').readFileSync(0);\nprocess.exit(42);\n",
    });
    const run = await runInProcess(importCommand, [pkg, '--root', join(root, 'kit')]);
    assert.is(run.status, 0, run.stderr);
    assert.is(run.stdout.split('\n')[0], PACKAGE_PROGRAMS_NOTICE);
    assert.match(PACKAGE_PROGRAMS_NOTICE, /runs the package's own .* with your rights/);
    assert.not.match(PACKAGE_PROGRAMS_NOTICE, '\n');
    const refused = await runInProcess(importCommand, [join(root, 'no-such'), '--root', join(root, 'kit')]);
    assert.is(refused.status, 1);
    assert.is(refused.stdout, `${PACKAGE_PROGRAMS_NOTICE}\n`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
notice.run();
