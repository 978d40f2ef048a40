// writeTestlibWrapper: a testlib checker or validator whose file name is hostile (every line end, quotes, `*`, a
// backslash, a name made to end the wrapper's comment and its #include) is written as the very program a plainly
// named one is, no name of the package's in its C++; compiled, it keeps Kattis's contract and runs nothing planted.
// A header Kattis cannot hold, or two programs in one folder, is refused. writeCmsCheckerWrapper: a checker in CMS's
// contract keeps Kattis's, its outcome read as the verdict and the multiplier. The same names through the Polygon
// import and the Kattis export: import-polygon.test.ts.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { UserError } from '../../../../judge/base/index.ts';
import { writeCmsCheckerWrapper, writeTestlibWrapper } from '../../../../scripts/formats/kattis/contract-wrappers.ts';
import { hasTool } from '../../../helpers/compilers.ts';
import { buildKattisProgram, runOutputValidator, runOutputValidatorScored } from '../../../helpers/kattis-program.ts';
import { HOSTILE_STRINGS, PLANTING_FILE_NAME } from '../../../helpers/hostile-text.ts';
import { SUBTASKS, TESTLIB_H } from '../../../helpers/polygon-packages.ts';

const CHECKER = SUBTASKS['files/check.cpp'];

/** The hostile strings as file names: what no file name can hold (a slash, NUL) taken out, short enough for one. */
const HOSTILE_NAMES = [
  PLANTING_FILE_NAME,
  ...HOSTILE_STRINGS.map((text) => text.replace(/[/\0]/g, '').slice(0, 60)).filter((name) => name !== ''),
];

let dir = '';
/** A testlib program named `name` with its testlib.h, in a folder of its own; its path. */
const program = (name: string, source = CHECKER) => {
  const folder = mkdtempSync(join(dir, 'package-'));
  writeFileSync(join(folder, 'testlib.h'), TESTLIB_H);
  writeFileSync(join(folder, `${name}.cpp`), source);
  return join(folder, `${name}.cpp`);
};

const wrappers = suite('writeTestlibWrapper');
wrappers.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-wrappers-'));
});
wrappers.after(() => rmSync(dir, { recursive: true, force: true }));

wrappers(
  'whatever the program is named, the same files of the same names, the wrapper holding none of its name',
  () => {
    for (const kind of ['checker', 'validator'] as const) {
      const plain = readFileSync(writeTestlibWrapper(kind, program('check'), join(dir, `plain-${kind}`)), 'utf8');
      HOSTILE_NAMES.forEach((name, k) => {
        const target = join(dir, `${kind}-${k}`);
        const wrapper = writeTestlibWrapper(kind, program(name), target);
        assert.is(wrapper, join(target, `${kind}.cpp`));
        assert.equal(readdirSync(target).sort(), [`${kind}.cpp`, `${kind}.testlib.h`, 'testlib.h'].sort());
        assert.is(readFileSync(wrapper, 'utf8'), plain, JSON.stringify(name));
        assert.is(readFileSync(join(target, `${kind}.testlib.h`), 'utf8'), CHECKER);
      });
    }
  },
);

wrappers('compiled, the checker named to plant a program keeps the contract: 42, 43, and nothing planted runs', () => {
  if (!hasTool('Kattis export (a testlib checker compiled)', 'g++')) return;
  const target = join(dir, 'compiled');
  writeTestlibWrapper('checker', program(PLANTING_FILE_NAME), target);
  const checker = buildKattisProgram(target);
  const test = { input: '2\n1 2\n', answer: '3\n' };
  assert.equal(runOutputValidator(dir, checker, { ...test, output: '3\n' }), [42, 'the sum, 3']);
  assert.equal(runOutputValidator(dir, checker, { ...test, output: '4\n' }), [43, 'expected 3, got 4']);
});

wrappers("testlib's _pc(k) through the wrapper: k percent, built as packages build it or with TESTSYS", () => {
  if (!hasTool('Kattis export (a testlib checker compiled)', 'g++')) return;
  // A checker that answers as testlib's quit() does for _pc(k): the message "partially correct (k) ", exit k (or 50 + k
  // built with -DTESTSYS); for "ok", testlib's _ok.
  const partial = `#include <cstdio>
#include <cstdlib>
#include <cstring>
int main(int argc, char **argv) {
  if (argc < 4) return 3;
  FILE *out = std::fopen(argv[2], "r");
  char kind[8] = "";
  int k = 0;
  if (!out || std::fscanf(out, "%7s %d", kind, &k) < 1) return 3;
  if (std::strcmp(kind, "ok") == 0) { std::fprintf(stderr, "ok fine\\n"); return 0; }
  std::fprintf(stderr, "partially correct (%d) some of it\\n", k);
  return (std::strcmp(kind, "pcs") == 0 ? 50 : 0) + k;
}
`;
  const target = join(dir, 'partial');
  writeTestlibWrapper('checker', program('partial', partial), target);
  const checker = buildKattisProgram(target);
  const test = { input: '1\n', answer: '1\n' };
  const scored = (output: string) => {
    const run = runOutputValidatorScored(dir, checker, { ...test, output });
    return [run.status, run.multiplier];
  };
  assert.equal(scored('pc 50\n'), [42, '0.5']);
  assert.equal(scored('pc 0\n'), [42, '0']);
  assert.equal(scored('pc 7\n'), [42, '0.07']);
  assert.equal(scored('pcs 40\n'), [42, '0.4']);
  assert.equal(scored('ok\n'), [42, null]);
});

wrappers(
  "a checker in CMS's contract through the wrapper: its outcome on stdout as Kattis's verdict and multiplier",
  () => {
    if (!hasTool('Kattis export (a CMS checker compiled)', 'g++')) return;
    // CMS's contract: checker input answer output, the outcome first on stdout, the message first on stderr, exit 0.
    const cms = `#include <cstdio>
int main(int argc, char **argv) {
  if (argc != 4) return 1;
  FILE *in = std::fopen(argv[1], "r"), *ans = std::fopen(argv[2], "r"), *out = std::fopen(argv[3], "r");
  long long n = 0, want = 0, got = 0;
  if (!in || !ans || !out || std::fscanf(in, "%lld", &n) != 1 || std::fscanf(ans, "%lld", &want) != 1) return 1;
  if (std::fscanf(out, "%lld", &got) != 1) { std::printf("0.0\\n"); std::fprintf(stderr, "translate:wrong\\n"); return 0; }
  if (got == want) { std::printf("1.0\\n"); std::fprintf(stderr, "translate:success\\n"); return 0; }
  if (got == want + n) { std::printf("0.25\\n"); std::fprintf(stderr, "translate:partial\\n"); return 0; }
  if (got < 0) return 3;
  std::printf("0\\n"); std::fprintf(stderr, "off by %lld\\n", got - want);
  return 0;
}
`;
    const target = join(dir, 'cms');
    const wrapper = writeCmsCheckerWrapper(program('checker', cms), target);
    assert.equal(readdirSync(target).sort(), ['checker.cms.h', 'checker.cpp', 'testlib.h']);
    assert.is(wrapper, join(target, 'checker.cpp'));
    const checker = buildKattisProgram(target);
    const test = { input: '2\n', answer: '3\n' };
    const run = (output: string) => {
      const done = runOutputValidatorScored(dir, checker, { ...test, output });
      return [done.status, done.said, done.multiplier];
    };
    assert.equal(run('3\n'), [42, 'translate:success', null]);
    assert.equal(run('5\n'), [42, 'translate:partial', '0.25']);
    assert.equal(run('4\n'), [43, 'off by 1', null]);
    assert.equal(run('x\n'), [43, 'translate:wrong', null]);
    // Its own failure (exit 3) is the checker's failure, neither verdict.
    assert.is(run('-1\n')[0], 1);
  },
);

wrappers('a header whose name Kattis cannot hold, or a second program for the same folder, is refused', () => {
  const odd = program('check');
  writeFileSync(join(odd, '..', 'odd\nname.h'), '');
  assert.throws(
    () => writeTestlibWrapper('checker', odd, join(dir, 'odd')),
    (error: Error) =>
      error instanceof UserError &&
      error.message ===
        '"odd\\nname.h": a header beside the testlib checker, whose name a Kattis package cannot hold beside it (nothing written)',
  );
  assert.not.ok(existsSync(join(dir, 'odd')));
  writeTestlibWrapper('validator', program('val'), join(dir, 'val'));
  assert.throws(
    () => writeTestlibWrapper('validator', program('val'), join(dir, 'val')),
    (error: Error) => error instanceof UserError && error.message.includes('a second program'),
  );
});

wrappers.run();
