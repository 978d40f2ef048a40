import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allAccepted, judge } from '../../../judge/core/index.ts';

// The interactive fixture problem (test/fixtures/interactive/root): a guessing game whose jury is a pure module
// (solutions/jury/guess.ts) and whose accepted solution exports play(); the players of test/fixtures/interactive
// end the exchange each its own way.
const FIXTURES = resolve('test/fixtures/interactive');
let root = '';

const interactive = suite('judging an interactive problem');
interactive.before(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-interactive-'));
  cpSync(join(FIXTURES, 'root'), root, { recursive: true });
});
interactive.after(() => rmSync(root, { recursive: true, force: true }));

interactive('the accepted player against the jury: AC on every test, the exchange kept', async () => {
  const report = await judge({ root, problemIds: ['guess'] });
  assert.equal(report.errors, []);
  assert.ok(allAccepted(report));
  const [first] = report.problems[0].results;
  assert.equal(first.transcript?.slice(0, 2), [
    { from: 'solution', text: '50\n' },
    { from: 'interactor', text: 'lower\n' },
  ]);
  assert.equal(first.transcript?.at(-1), { from: 'interactor', text: 'correct\n' });
});
interactive(
  'players that fall silent, end at once or repeat themselves: ILE, WA, WA with the jury’s reason',
  async () => {
    const verdicts = async (player: string) =>
      (await judge({ root, problemIds: ['guess'], solution: join(FIXTURES, player) })).problems[0].results.map((r) =>
        `${r.verdict} ${r.checkerReason ?? ''}`.trim(),
      );
    assert.equal(await verdicts('guess-silent.cjs'), ['ILE']);
    assert.equal(await verdicts('guess-exits.cjs'), ["WA the solution's output ended after 0 guesses"]);
    assert.equal(await verdicts('guess-same-then-crash.cjs'), ['WA 7 guesses, none of them 37']);
  },
);
interactive(
  'a jury that exports no jury() is named, not judged; one that breaks its contract gives a judge error naming it',
  async () => {
    const jury = join(root, 'solutions/jury/guess.ts');
    writeFileSync(jury, 'export const referee = 1;\n');
    const missing = await judge({ root, problemIds: ['guess'] });
    assert.equal(missing.errors, [
      {
        problem: 'guess',
        message: "solutions/jury/guess.ts: an interactive problem's jury must export jury(input, answer)",
      },
    ]);
    writeFileSync(jury, "export const jury = () => {\n  throw new Error('no secret here');\n};\n");
    const broken = await judge({ root, problemIds: ['guess'] });
    assert.equal(broken.problems[0].dataErrors, []);
    const first = broken.problems[0].results[0];
    assert.equal([first.name, first.verdict, first.brokenProgram], ['1', 'JE', 'solutions/jury/guess.ts']);
    assert.match(
      first.judgeError ?? '',
      /^solutions\/jury\/guess\.ts broke its contract: the interactor exited with 1, not 42 or 43: .*no secret here.*: fix solutions\/jury\/guess\.ts, then judge again$/,
    );
  },
);
interactive('a jury written as a program in the Kattis contract judges the same (a Node.js program here)', async () => {
  const program = mkdtempSync(join(tmpdir(), 'judge-interactive-program-'));
  try {
    cpSync(join(FIXTURES, 'root'), program, { recursive: true });
    rmSync(join(program, 'solutions/jury/guess.ts'));
    cpSync(join(FIXTURES, 'guess-interactor.cjs'), join(program, 'solutions/jury/guess.cjs'));
    const accepted = await judge({ root: program, problemIds: ['guess'] });
    assert.equal(accepted.errors, []);
    assert.ok(allAccepted(accepted));
    const silent = await judge({ root: program, problemIds: ['guess'], solution: join(FIXTURES, 'guess-exits.cjs') });
    assert.equal(
      silent.problems[0].results.map((r) => `${r.verdict} ${r.checkerReason}`),
      ["WA the solution's output ended after 0 guesses"],
    );
    // Two juries for one problem is a mistake named as such.
    cpSync(join(FIXTURES, 'guess-interactor.cjs'), join(program, 'solutions/jury/guess.js'));
    const two = await judge({ root: program, problemIds: ['guess'] });
    assert.match(two.errors[0]?.message ?? '', /guess\.cjs, guess\.js: one jury per problem/);
  } finally {
    rmSync(program, { recursive: true, force: true });
  }
});
interactive.run();
