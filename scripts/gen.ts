// `npm run gen [-- id...]`: regenerates testdata/<id>/random/ from the generators, answers confirmed by the second
// solver. The same code and seeds give the same bytes; files no longer generated are removed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleError } from '../judge/errors.ts';
import { buildGeneratedTests, GENERATED_GROUP } from './lib/generated-tests.ts';
import { TOOL_IDS } from './lib/problem-tools.ts';
import { writeFileAtomic } from './lib/write-atomic.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function writeIfChanged(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  writeFileAtomic(file, content);
  return true;
}

function main(): void {
  const ids = process.argv.slice(2).length > 0 ? process.argv.slice(2) : TOOL_IDS;
  for (const id of ids) {
    const started = performance.now();
    const suite = buildGeneratedTests(id);
    const dir = join(ROOT, 'testdata', id, GENERATED_GROUP);
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
    process.stdout.write(
      `${id}: ${suite.tests.length} tests in ${relative(ROOT, dir)} (${changed} files written, ${removed} removed) in ${seconds} s; ` +
        `answer lines confirmed by the second solver: ${suite.confirmed}, too large for it: ${suite.unconfirmed}\n`,
    );
  }
}

try {
  main();
} catch (error) {
  handleError(error);
}
