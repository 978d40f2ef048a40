// `npm run gen [-- id...]`: regenerates testdata/<id>/random/ from the generators, answers confirmed by the second
// solver. The same code and seeds give the same bytes; files no longer generated are removed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runIfMain, type Command } from '../kit/cli.ts';
import { buildGeneratedTests, GENERATED_GROUP } from './lib/generated-tests.ts';
import { TOOL_IDS, toolsFor } from './lib/problem-tools.ts';
import { writeFileAtomic } from './lib/write-atomic.ts';

function writeIfChanged(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  writeFileAtomic(file, content);
  return true;
}

export const genCommand: Command<Record<string, never>> = {
  name: 'gen',
  summary: 'Regenerates testdata/<id>/random/ from fixed seeds, every answer confirmed by the second solver where it can.',
  args: '[problem-id ...]',
  positionals: { min: 0, max: Infinity },
  flags: {},
  run({ positionals, root }, io) {
    const ids = positionals.length > 0 ? positionals : TOOL_IDS;
    for (const id of ids) toolsFor(id);
    for (const id of ids) generate(root, id, (line) => io.stdout.write(line));
    return 0;
  },
};

function generate(root: string, id: string, say: (line: string) => void): void {
  const started = performance.now();
  const suite = buildGeneratedTests(id);
  const dir = join(root, 'testdata', id, GENERATED_GROUP);
  mkdirSync(dir, { recursive: true });
  const wanted = new Set(suite.tests.flatMap((t) => [`${t.name}.in`, `${t.name}.ans`]));
  let removed = 0;
  for (const file of readdirSync(dir)) {
    if (!wanted.has(file)) {
      rmSync(join(dir, file));
      removed++;
    }
  }
  let changed = 0;
  for (const test of suite.tests) {
    if (writeIfChanged(join(dir, `${test.name}.in`), test.input)) changed++;
    if (writeIfChanged(join(dir, `${test.name}.ans`), test.answer)) changed++;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  say(
    `${id}: ${suite.tests.length} tests in ${relative(root, dir)} (${changed} files written, ${removed} removed) in ${seconds} s; ` +
      `answer lines confirmed by the second solver: ${suite.confirmed}, too large for it: ${suite.unconfirmed}\n`,
  );
}

runIfMain(import.meta.url, genCommand);
