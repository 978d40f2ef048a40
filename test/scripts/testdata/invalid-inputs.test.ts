// Invalid inputs made from the samples, each kind; the hand-made ones of testdata/<id>/invalid/ (no test group);
// and verify refusing a problem whose validator accepts one, naming the input and the rule it breaks.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadProblem, loadSuite } from '../../../judge/registry/index.ts';
import {
  changesOf,
  seenIn,
  invalidInputsReport,
  scoreInvalidInputs,
  verifyProblem,
  verifyReport,
} from '../../../scripts/testdata/index.ts';
import { invalidInputsRow } from '../../../scripts/testdata/invalid-inputs.ts';
import { verifyCommand } from '../../../scripts/verify.ts';
import { copyFixtureRoot, writeFiles } from '../../helpers/fixture-root.ts';
import { runInProcess } from '../../helpers/run-command.ts';

/** A graph as BHOJ 1460 writes it: the count, then a line per node. */
const SAMPLE = '3\n2 1 2\n2 0 2\n2 0 1\n';
const made = (strict = false) => changesOf(SAMPLE, 'sample/1.in', strict);
const byRule = (rule: string, strict = false) => made(strict).filter((m) => m.rule === rule);

const kinds = suite('invalid inputs made from a sample');
kinds(
  'an integer made a letter, a decimal and a number past 64 bits: certain, at the first, a middle, the last',
  () => {
    assert.equal(
      byRule('a letter where an integer stands').map((m) => m.input),
      ['x\n2 1 2\n2 0 2\n2 0 1\n', '3\n2 1 2\n2 x 2\n2 0 1\n', '3\n2 1 2\n2 0 2\n2 0 x\n'],
    );
    assert.equal(byRule('a decimal where an integer stands')[0].input, '3.5\n2 1 2\n2 0 2\n2 0 1\n');
    assert.equal(byRule('an integer past 64 bits')[2].input, `3\n2 1 2\n2 0 2\n2 0 1${'0'.repeat(30)}\n`);
    assert.ok(
      made()
        .filter((m) => m.certain)
        .every((m) =>
          ['a letter where an integer stands', 'a decimal where an integer stands', 'an integer past 64 bits'].includes(
            m.rule,
          ),
        ),
      'a lenient layout makes no layout change certain',
    );
    assert.match(byRule('a letter where an integer stands')[1].name, 'sample/1.in: "0" on line 3 made x');
  },
);
kinds('the changes that depend on the statement: each kind, none certain', () => {
  const input = (rule: string) => byRule(rule).map((m) => m.input);
  assert.equal(input('a count that disagrees with the lines that follow'), [
    '4\n2 1 2\n2 0 2\n2 0 1\n',
    '2\n2 1 2\n2 0 2\n2 0 1\n',
  ]);
  assert.equal(input('a missing line'), ['3\n2 1 2\n2 0 2\n']);
  assert.equal(input('an extra line'), ['3\n2 1 2\n2 0 2\n2 0 1\n2 0 1\n']);
  assert.equal(input('a token missing'), ['3\n2 2\n2 0 2\n2 0 1\n']);
  assert.equal(input('a token too many'), ['3\n2 1 1 2\n2 0 2\n2 0 1\n']);
  assert.equal(input('two tokens out of order'), ['3\n1 2 2\n2 0 2\n2 0 1\n']);
  assert.equal(input('a leading zero')[0], '03\n2 1 2\n2 0 2\n2 0 1\n');
  assert.equal(input('a negative number')[0], '-3\n2 1 2\n2 0 2\n2 0 1\n');
  assert.equal(input('zero')[0], '0\n2 1 2\n2 0 2\n2 0 1\n');
  const maybe = made().filter((m) => !m.certain);
  assert.ok(maybe.length >= 9);
  assert.ok(
    made().every((m) => m.input !== SAMPLE),
    'no change leaves the sample as it was',
  );
});
kinds('a strict layout: each change of blanks and line ends, certain', () => {
  const input = (rule: string) => byRule(rule, true).map((m) => [m.input, m.certain]);
  assert.equal(input('a blank at the end of a line'), [['3 \n2 1 2\n2 0 2\n2 0 1\n', true]]);
  assert.equal(input('a blank at the start of a line'), [[' 3\n2 1 2\n2 0 2\n2 0 1\n', true]]);
  assert.equal(input('two blanks between tokens'), [['3\n2  1 2\n2 0 2\n2 0 1\n', true]]);
  assert.equal(input('a tab between tokens'), [['3\n2\t1 2\n2 0 2\n2 0 1\n', true]]);
  assert.equal(input('a CR before a line end'), [['3\r\n2 1 2\r\n2 0 2\r\n2 0 1\r\n', true]]);
  assert.equal(input('no newline at the end of the last line'), [['3\n2 1 2\n2 0 2\n2 0 1', true]]);
  assert.equal(input('an empty line'), [
    ['3\n2 1 2\n2 0 2\n2 0 1\n\n', true],
    ['3\n\n2 1 2\n2 0 2\n2 0 1\n', true],
  ]);
});
kinds(
  'a problem whose tests hold a decimal, a 19-digit number or an empty input: those changes only maybe invalid',
  () => {
    assert.equal(seenIn(['3 2.5\n', '7\n']), { decimals: true, longIntegers: false, empty: false });
    assert.equal(seenIn(['1e-9\n', '1234567890123456789\n', ' \n']), {
      decimals: true,
      longIntegers: true,
      empty: true,
    });
    const seen = seenIn(['2.5\n', '1234567890123456789\n']);
    const changes = changesOf(SAMPLE, 'sample/1.in', false, seen);
    for (const rule of ['a decimal where an integer stands', 'an integer past 64 bits'])
      assert.ok(
        changes.filter((m) => m.rule === rule).every((m) => !m.certain),
        rule,
      );
    assert.ok(changes.filter((m) => m.rule === 'a letter where an integer stands').every((m) => m.certain));
  },
);
kinds('integers between brackets and commas are found as between blanks', () => {
  const json = changesOf('[[1,2],[0]]\n', 'sample/1.in', false);
  assert.equal(
    json.filter((m) => m.rule === 'a letter where an integer stands').map((m) => m.input),
    ['[[x,2],[0]]\n', '[[1,x],[0]]\n', '[[1,2],[x]]\n'],
  );
});

let root = '';
const verifying = suite('verify and the invalid inputs');
verifying.before(() => {
  root = mkdtempSync(join(tmpdir(), 'kit-invalid-'));
  copyFixtureRoot(root);
  // The fixture's validator made to ask only for digits and blanks: it refuses the words, the minus sign, a letter
  // and a decimal point, and lets nothing at all and 10^30 in.
  const problem = join(root, 'problems/sum/problem.ts');
  const lenient =
    "validate: (input) => (/^[\\d\\s]*$/.test(input) ? null : { line: 1, field: 'numbers', message: 'no' }),";
  writeFileSync(problem, readFileSync(problem, 'utf8').replace(/validate: \(input\) =>[\s\S]*?\},\n/, `${lenient}\n`));
  assert.match(readFileSync(problem, 'utf8'), lenient);
  writeFiles(root, {
    'testdata/sum/invalid/words.in': 'one two\n',
    'testdata/sum/invalid/minus.in': '-3 4\n',
  });
});
verifying.after(() => rmSync(root, { recursive: true, force: true }));

verifying('testdata/<id>/invalid/ is not a test group: its files need no answers', () => {
  const { tests, errors } = loadSuite(root, 'sum');
  assert.equal(errors, []);
  assert.ok(tests.every((t) => t.group !== 'invalid'));
});
verifying(
  'a validator that takes digits of any length lets an empty input and 10^30 in: verify fails, naming them',
  async () => {
    const score = scoreInvalidInputs(root, await loadProblem(root, 'sum'));
    assert.is(score.hand, 2);
    assert.equal([...new Set(score.wronglyAccepted.map((m) => m.rule))], ['an empty input', 'an integer past 64 bits']);
    assert.match(score.wronglyAccepted[1].name, /^sample\/1\.in: "2" on line 1 made 10\^30$/);
    const rows = await verifyProblem(root, 'sum', 1);
    const row = rows.find((r) => r.solution === '(invalid inputs, refused)')!;
    assert.is(row.ok, false);
    assert.match(row.caughtBy, /^accepted empty \(an empty input\), and \d+ more; refused \d+ of \d+$/);
    assert.match(verifyReport(rows, 1).text, 'the validators let an invalid input in: accepted empty (an empty input)');
    const listed = await runInProcess(verifyCommand, ['--invalid-inputs', '--root', root, 'sum']);
    assert.is(listed.status, 1);
    assert.match(
      listed.stdout,
      /^sum: refused \d+ of \d+ invalid inputs \(2 hand-made\)\n {2}ACCEPTED empty: an empty input\n {2}ACCEPTED sample\/1\.in: "2" on line 1 made 10\^30: an integer past 64 bits\n/,
    );
  },
);
verifying('a hand-made invalid input the validator accepts is named with the rule its name gives', async () => {
  writeFiles(root, { 'testdata/sum/invalid/too-many-numbers.in': '1 2 3\n' });
  const score = scoreInvalidInputs(root, await loadProblem(root, 'sum'));
  assert.equal(score.wronglyAccepted[0], {
    name: 'invalid/too-many-numbers.in',
    input: '1 2 3\n',
    rule: 'too many numbers',
    certain: true,
  });
  assert.match(invalidInputsReport([score]), '\n  ACCEPTED invalid/too-many-numbers.in: too many numbers\n');
});

verifying(
  "imported: the kit's own invalid inputs accepted only warn, the package's own still fail; the kit's problem fails",
  async () => {
    const own = await loadProblem(root, 'sum');
    writeFiles(root, { 'testdata/sum/invalid/too-many-numbers.in': 'one\n' });
    // The kit's own problem: the validator letting 10^30 in fails the row.
    assert.is(invalidInputsRow(root, own)?.ok, false);
    const imported = { ...own, imported: 'Kattis package' };
    const warned = invalidInputsRow(root, imported)!;
    assert.is(warned.ok, true);
    assert.match(
      warned.said,
      /^warning: accepted empty \(an empty input\), and \d+ more; refused \d+ of \d+ \(inputs the kit makes on its own, which the Kattis package's system does not try: a warning on an imported problem\)$/,
    );
    // The package's own invalid input (data/invalid_input/, kept in testdata/<id>/invalid/) accepted: a failure still.
    writeFiles(root, { 'testdata/sum/invalid/too-many-numbers.in': '1 2 3\n' });
    const failed = invalidInputsRow(root, imported)!;
    assert.is(failed.ok, false);
    assert.match(failed.said, /^accepted invalid\/too-many-numbers\.in \(too many numbers\)/);
  },
);

kinds.run();
verifying.run();
