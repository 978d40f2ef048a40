// The token comparison against Kattis's default output validator, case by case: each row's verdict is the one
// problemtools' default_validator gives (compiled and run on these bytes when the table was written), and the
// kit must give the same. Outputs are bytes, decoded as the judge decodes a program's output.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeOutput } from '../../../judge/base/index.ts';
import type { OutputComparison } from '../../../problems/_authoring/index.ts';
import { compareWith, floatValue } from '../../../judge/verdict/compare.ts';

type Verdict = 'AC' | 'WA';
/** [what, answer file, output (text, or bytes), the validator's arguments, its verdict] */
const CASES: [string, string, string | number[], string[], Verdict][] = [
  ['equal', '1 2\n', '1 2\n', [], 'AC'],
  ['runs of blanks', '1 2\n', '1  2', [], 'AC'],
  ['a line end for a space', '1 2\n', '1\n2\n', [], 'AC'],
  ['tab and CRLF', '1 2\n', '1\t2\r\n', [], 'AC'],
  ['vertical tab and form feed are blanks', '1 2\n', '1\v2\f', [], 'AC'],
  ['a no-break space is not', '1 2\n', '1\u00a02\n', [], 'WA'],
  ['a byte-order mark is part of the token', '1\n', '\ufeff1\n', [], 'WA'],
  ['U+2028 is no line end', '1 2\n', '1\u20282\n', [], 'WA'],
  ['case is ignored by default', 'hello\n', 'HELLO\n', [], 'AC'],
  ['case_sensitive', 'hello\n', 'HELLO\n', ['case_sensitive'], 'WA'],
  ['É is not é (ASCII case only)', 'é\n', 'É\n', [], 'WA'],
  ['the Kelvin sign is not k', 'k\n', '\u212a\n', [], 'WA'],
  ['an invalid byte is not U+FFFD', '\ufffd\n', [0xff, 0x0a], [], 'WA'],
  ['an overlong NUL is not U+FFFD', 'x\ufffd\n', [0x78, 0xc0, 0x80, 0x0a], [], 'WA'],
  ['empty output', '1\n', '', [], 'WA'],
  ['both empty', '', '', [], 'AC'],
  ['blank lines for an empty answer', '', '\n\n', [], 'AC'],
  ['a token too many', '1\n', '1 2\n', [], 'WA'],
  ['within the absolute tolerance', '1.0\n', '1.0000001\n', ['float_absolute_tolerance', '1e-6'], 'AC'],
  ['past the absolute tolerance', '1.0\n', '1.00001\n', ['float_absolute_tolerance', '1e-6'], 'WA'],
  ['within the relative tolerance', '100\n', '100.00001\n', ['float_relative_tolerance', '1e-6'], 'AC'],
  ['a hex float', '0.5\n', '0x1p-1\n', ['float_absolute_tolerance', '1e-9'], 'AC'],
  ['a hex integer', '26\n', '0x1A\n', ['float_absolute_tolerance', '0.5'], 'AC'],
  ['a hex fraction', '1.5\n', '0x1.8\n', ['float_tolerance', '1e-9'], 'AC'],
  ['inf is no number', '1\n', 'inf\n', ['float_absolute_tolerance', '1'], 'WA'],
  ['nan against NaN: compared as words', 'nan\n', 'NaN\n', ['float_absolute_tolerance', '1'], 'AC'],
  ['1e400 overflows: compared as words', '1e400\n', '1E400\n', ['float_absolute_tolerance', '1'], 'AC'],
  ['"1." is a number', '1\n', '1.\n', ['float_absolute_tolerance', '1e-9'], 'AC'],
  ['".1e1" is a number', '1\n', '.1e1\n', ['float_absolute_tolerance', '1e-9'], 'AC'],
  ['"1e" reads as 1 (glibc sscanf)', '1\n', '1e\n', ['float_absolute_tolerance', '1'], 'AC'],
  ['"0x" is no number', '1\n', '0x\n', ['float_absolute_tolerance', '1'], 'WA'],
  ['words under a tolerance, case ignored', 'abc\n', 'ABC\n', ['float_absolute_tolerance', '1'], 'AC'],
  ['space_change_sensitive', '1 2\n', '1  2\n', ['space_change_sensitive'], 'WA'],
  ['1.0 for 1 with no tolerance', '1\n', '1.0\n', [], 'WA'],
  ['+1 for 1 at tolerance 0', '1\n', '+1\n', ['float_absolute_tolerance', '0'], 'AC'],
  ['-0 for 0 at tolerance 0', '0\n', '-0\n', ['float_absolute_tolerance', '0'], 'AC'],
];

/** The validator's arguments as the kit's comparison. */
function comparisonOf(args: string[]): OutputComparison {
  const options: OutputComparison = { by: 'tokens', caseSensitive: false };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === 'case_sensitive') options.caseSensitive = true;
    else if (args[i] === 'space_change_sensitive') options.spaceChangeSensitive = true;
    else if (args[i] === 'float_absolute_tolerance') options.absoluteTolerance = Number(args[++i]);
    else if (args[i] === 'float_relative_tolerance') options.relativeTolerance = Number(args[++i]);
    else if (args[i] === 'float_tolerance') options.absoluteTolerance = options.relativeTolerance = Number(args[++i]);
  }
  return options;
}

const kattis = suite('the default comparison, as Kattis’s default_validator');
for (const [what, answer, output, args, verdict] of CASES) {
  kattis(`${what}: ${verdict}`, () => {
    const bytes = typeof output === 'string' ? Buffer.from(output, 'utf8') : Buffer.from(output);
    const same = compareWith(comparisonOf(args), answer, decodeOutput(bytes)).same;
    assert.is(same ? 'AC' : 'WA', verdict);
  });
}
kattis('numbers as sscanf("%lf") reads whole tokens (glibc), and what is not one', () => {
  const read: [string, number | null][] = [
    ['1e+', 1],
    ['1.5E', 1.5],
    ['0x1p', 1],
    ['0x1p+', 1],
    ['0x.', 0],
    ['-0x.', -0],
    ['0x.8', 0.5],
    ['0x.e', 0.875],
    ['0x1e', 30],
    ['0X1P3', 8],
    ['0x1.p1', 2],
    ['+.5E-', 0.5],
    ['1e0001', 10],
    ['1e-400', 0],
    ['1ex', null],
    ['1e+x', null],
    ['0xg', null],
    ['.', null],
    ['-', null],
    ['0x.p1', null],
    ['0xp1', null],
    ['00x1', null],
    ['0x..', null],
    ['1..', null],
    ['1e5e', null],
    ['0x1p5p', null],
    ['infinity', null],
    ['-inf', null],
    ['nan(1)', null],
    ['1e400', null],
  ];
  for (const [token, value] of read) assert.is(floatValue(token), value, token);
});
kattis.run();
