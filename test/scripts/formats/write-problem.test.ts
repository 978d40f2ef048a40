// An imported package's text is written into problem.ts as values only: a Kattis package whose name and
// problem_format_version hold line ends, comment and string ends or planted statements, in a folder whose own name
// holds a line end, imports into a problem.ts that parses, loads with exactly that title and judge, and runs nothing.
// An interrupt runs every clean-up registered, one that throws too, and ends the process as the signal would.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { transformSync } from 'esbuild';
import * as assert from 'uvu/assert';
import { sourceLiteral } from '../../../judge/base/index.ts';
import { loadProblem } from '../../../judge/registry/index.ts';
import { importCommand } from '../../../scripts/import.ts';
import { writeFiles } from '../../helpers/fixture-root.ts';
import { HOSTILE_STRINGS, PLANTED, pwned } from '../../helpers/hostile-text.ts';
import { suite } from '../../helpers/parts.ts';
import { runInProcess } from '../../helpers/run-command.ts';

let root = '';
let pkgs = '';

const hostile = suite('a package whose text tries to become code');
hostile.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'kit-hostile-import-'));
  pkgs = mkdtempSync(join(tmpdir(), 'kit-hostile-pkgs-'));
});
hostile.after.each(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(pkgs, { recursive: true, force: true });
  delete (globalThis as { __pwned?: unknown }).__pwned;
});

/** A legacy Kattis package (no programs: nothing of it runs) named `name`, its format version `format`. */
function writePackage(folder: string, name: string, format: string): string {
  const dir = join(pkgs, folder);
  // JSON is YAML 1.2: each string read back as it is, line ends and all.
  writeFiles(dir, {
    'problem.yaml': `name: ${JSON.stringify(name)}\nproblem_format_version: ${JSON.stringify(format)}\n`,
    '.timelimit': '1\n',
    'data/sample/1.in': '1\n',
    'data/sample/1.ans': '1\n',
  });
  return dir;
}

hostile('the hostile strings as the title and the format version, in a folder named with a line end', async () => {
  // The YAML reader takes no lone surrogate and no control character but tab and line ends. An import is most of a
  // second: the strings go in two packages, the 100 kB one alone and the others joined.
  const unreadable = (c: string) =>
    (c < ' ' && !'\t\n\r'.includes(c)) || (c.length === 1 && c >= '\ud800' && c <= '\udfff');
  const texts = HOSTILE_STRINGS.filter((s) => s !== '' && ![...s].some(unreadable));
  assert.ok(texts.length >= 12, `${texts.length} strings`);
  const long = texts.filter((s) => s.length > 1000);
  const packages = [texts.filter((s) => s.length <= 1000).join(' | '), ...long];
  for (const [k, text] of packages.entries()) {
    const dir = writePackage(`pkg-${k}\u2028${PLANTED}\r`, text, `legacy${text}`);
    const id = `hostile-${k}`;
    const run = await runInProcess(importCommand, [dir, '--root', root, '--id', id]);
    assert.is(run.status, 0, run.stderr);
    const source = readFileSync(join(root, 'problems', id, 'problem.ts'), 'utf8');
    transformSync(source, { loader: 'ts' });
    const problem = await loadProblem(root, id);
    assert.not.ok(pwned(), `a planted statement ran: ${text.slice(0, 40)}`);
    assert.is(problem.title, text);
    assert.is(problem.onlineJudge, `Kattis package (legacy${text})`);
  }
});
hostile('a format version that ends its line: problem.ts loads and nothing planted runs', async () => {
  // problem.ts's first comment once named the format: a line end there made the rest of the line code.
  for (const end of ['\u2028', '\u2029', '\r']) {
    const dir = writePackage('plain', 'Plain', `legacy${end}${PLANTED}//`);
    const run = await runInProcess(importCommand, [dir, '--root', root, '--id', `plain-${end.charCodeAt(0)}`]);
    assert.is(run.status, 0, run.stderr);
    await loadProblem(root, `plain-${end.charCodeAt(0)}`);
    assert.not.ok(pwned(), `a planted statement ran after ${sourceLiteral(end)}`);
    rmSync(dir, { recursive: true });
  }
});
hostile.run();

const interrupt = suite('an interrupt while an import runs');
interrupt.e2e('every clean-up runs, after one that throws too, and the process ends with 128 + SIGTERM', () => {
  const folder = mkdtempSync(join(tmpdir(), 'kit-interrupt-'));
  try {
    // Newest first: the one that throws (a folder a program still writes in) runs before the other.
    const script = [
      "import { mkdirSync } from 'node:fs';",
      `import { onInterrupt } from ${JSON.stringify(resolve('scripts/formats/write-problem.ts'))};`,
      `onInterrupt(() => mkdirSync(${JSON.stringify(join(folder, 'taken-back'))}));`,
      "onInterrupt(() => { throw new Error('ENOTEMPTY: the staging folder'); });",
      "process.kill(process.pid, 'SIGTERM');",
      'setTimeout(() => {}, 10_000);',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    assert.is(run.status, 143, run.stderr);
    assert.ok(existsSync(join(folder, 'taken-back')), 'the clean-up after the one that threw ran');
    assert.match(run.stderr, 'stopped; not all taken back: ENOTEMPTY: the staging folder');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
interrupt.run();
