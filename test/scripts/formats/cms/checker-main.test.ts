// The CMS checker's entry (scripts/formats/cms/checker-main.ts): a checker run on the three files CMS names.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCmsChecker } from '../../../../scripts/formats/cms/checker-main.ts';

const run = suite('runCmsChecker');
run('reads input, correct output and contestant output from the arguments; exit 1 where the checker throws', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-cms-checker-'));
  const argv = process.argv;
  const written: string[] = [];
  const writes = [process.stdout.write, process.stderr.write];
  try {
    for (const [name, text] of [
      ['input.txt', 'in\n'],
      ['correct.txt', 'ans\n'],
      ['output.txt', 'out\n'],
    ])
      writeFileSync(join(dir, name), text);
    process.argv = ['node', 'checker', ...['input.txt', 'correct.txt', 'output.txt'].map((f) => join(dir, f))];
    process.stdout.write = ((text: string) => written.push(`out:${text}`) > 0) as typeof process.stdout.write;
    process.stderr.write = ((text: string) => written.push(`err:${text}`) > 0) as typeof process.stderr.write;
    let seen: string[] = [];
    runCmsChecker((input, answer, output) => {
      seen = [input, answer, output];
      return { accepted: false, reason: 'no' };
    }, false);
    assert.equal(seen, ['in\n', 'ans\n', 'out\n']);
    runCmsChecker(() => {
      throw new Error('broken');
    }, false);
    assert.is(process.exitCode, 1);
  } finally {
    [process.stdout.write, process.stderr.write] = writes;
    process.argv = argv;
    process.exitCode = 0;
    rmSync(dir, { recursive: true, force: true });
  }
  assert.equal(written, ['out:0\n', 'err:no\n', 'err:the checker failed: broken\n']);
});
run.run();
