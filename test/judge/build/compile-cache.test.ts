import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compileSource, compileSourceAsync } from '../../../judge/build/languages.ts';
import { sandboxFor } from '../../../judge/sandbox/index.ts';
import type { Language } from '../../../judge/run/index.ts';

// The remembered compiles, with a stand-in compiler (sh) that logs each time it runs, so that a compile is counted.
let dir = '';
const log = () => join(dir, 'compiles.log');
const compiles = () => readFileSync(log(), 'utf8').split('\n').filter(Boolean);

function language(flag: string, fileName?: Language['fileName']): Language {
  return {
    name: 'Logged',
    extensions: ['.src'],
    // Fails, as a compiler does, when the source holds "error"; else "compiles" it into out/main.
    compile: (source, out) => [
      'sh',
      '-c',
      `echo "${flag} $0" >> "${log()}"; if grep -q error "$0"; then echo "$0:1: error: bad" >&2; exit 1; fi; cp "$0" "${out}/main"`,
      source,
    ],
    fileName,
    run: (_source, out, memoryMb) => [join(out, 'main'), String(memoryMb)],
    empty: { file: 'empty.src', source: '' },
  };
}

const cache = suite('remembered compiles');
cache.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'compile-cache-'));
  writeFileSync(log(), '');
});
cache.after.each(() => rmSync(dir, { recursive: true, force: true }));

cache('an unchanged file is compiled once; a changed file or other flags compile again', () => {
  const source = join(dir, 'a.src');
  const cacheDir = join(dir, 'cache');
  writeFileSync(source, 'one');
  const first = compileSource(source, cacheDir, language('-O2'), 64);
  const again = compileSource(source, cacheDir, language('-O2'), 256);
  assert.is(compiles().length, 1);
  assert.ok('command' in first && 'command' in again);
  if (!('command' in first) || !('command' in again)) return;
  assert.is(first.command[0], again.command[0], 'the same compiled program');
  assert.equal([first.command[1], again.command[1]], ['64', '256'], 'the run command follows the memory limit');
  writeFileSync(source, 'two');
  compileSource(source, cacheDir, language('-O2'), 64);
  compileSource(source, cacheDir, language('-O3'), 64);
  assert.is(compiles().length, 3);
});

cache('a compile error is returned with the file named, and not cached', () => {
  const source = join(dir, 'b.src');
  const cacheDir = join(dir, 'cache');
  writeFileSync(source, 'an error');
  for (let k = 0; k < 2; k++) {
    const prepared = compileSource(source, cacheDir, language('-O2'), 64);
    assert.ok('compileError' in prepared && prepared.compileError.includes(`${source}:1: error: bad`));
  }
  assert.is(compiles().length, 2);
});

cache('a source the compiler wants under another name is compiled as a copy; its errors name the original', () => {
  const source = join(dir, 'Named.src');
  writeFileSync(source, 'an error');
  const prepared = compileSource(
    source,
    join(dir, 'cache'),
    language('-O2', () => 'Wanted.src'),
    64,
  );
  assert.match(compiles()[0], /\/src\/Wanted\.src$/);
  assert.ok(
    'compileError' in prepared && prepared.compileError.startsWith(`${source}:1: error`),
    JSON.stringify(prepared),
  );
});

cache(
  'a submission in a folder of its own is compiled with its folder’s other sources; the problem’s own alone',
  async () => {
    const folder = join(dir, 'sol');
    mkdirSync(folder);
    for (const name of ['sol.src', 'grader.src', 'a.src', 'notes.txt']) writeFileSync(join(folder, name), name);
    const linking: Language = {
      ...language('-O2'),
      compile: (source, out) => ['sh', '-c', `echo "$@" >> "${log()}"; cp "$1" "${out}/main"`, 'sh', source, '-lm'],
      linksFolder: true,
    };
    const submission = sandboxFor(true, dir);
    const compiled = await compileSourceAsync(join(folder, 'sol.src'), join(dir, 'cache'), linking, 64, submission);
    assert.ok('command' in compiled, JSON.stringify(compiled));
    assert.equal(compiles(), [
      [join(folder, 'sol.src'), join(folder, 'a.src'), join(folder, 'grader.src'), '-lm'].join(' '),
    ]);
    // The same folder as the problem's own program (a validator/validator.cpp beside other validators): alone, and
    // another build; a lone file, or a language that does not link, alone too.
    compileSource(join(folder, 'sol.src'), join(dir, 'cache'), linking, 64);
    writeFileSync(join(dir, 'lone.src'), 'lone');
    await compileSourceAsync(join(dir, 'lone.src'), join(dir, 'cache'), linking, 64, submission);
    await compileSourceAsync(
      join(folder, 'sol.src'),
      join(dir, 'cache'),
      { ...linking, linksFolder: undefined },
      64,
      submission,
    );
    assert.equal(
      compiles().slice(1),
      [`${join(folder, 'sol.src')} -lm`, `${join(dir, 'lone.src')} -lm`],
      'the unlinked build of sol.src is remembered and used',
    );
  },
);

cache('a program another judge compiled meanwhile is kept, not replaced under it', () => {
  const source = join(dir, 'c.src');
  const cacheDir = join(dir, 'cache');
  writeFileSync(source, 'mine');
  // This stand-in compiler finishes the other judge's copy in the final place before its own is ready.
  const racing: Language = {
    ...language('-O2'),
    compile: (src, out) => [
      'sh',
      '-c',
      `final="\${1%.*.tmp}"; mkdir -p "$final"; echo theirs > "$final/main"; : > "$final/.compiled"; cp "$0" "$1/main"`,
      src,
      out,
    ],
  };
  const prepared = compileSource(source, cacheDir, racing, 64);
  assert.ok('command' in prepared);
  if (!('command' in prepared)) return;
  assert.is(readFileSync(prepared.command[0], 'utf8'), 'theirs\n');
  assert.equal(
    readdirSync(cacheDir).filter((name) => name.endsWith('.tmp')),
    [],
    'no half-made folder left',
  );
});

cache.run();
