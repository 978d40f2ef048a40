// yamlScalar: any string written into problem.yaml or task.yaml reads back the same, in YAML 1.2 and with nothing YAML 1.1 reads as
// a line end or refuses as unprintable.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { yamlNumber, yamlScalar } from '../../../scripts/formats/yaml-scalar.ts';
import { HOSTILE_STRINGS } from '../../helpers/hostile-text.ts';

const scalar = suite('yamlScalar');
scalar('every hostile string reads back the same, with no raw line end or control of YAML 1.1 left in it', () => {
  const extra = ['NEL\u0085here', 'c1\u0080\u009f', 'del\u007f', 'nonchars\ufffe\uffff', 'LS\u2028PS\u2029'];
  for (const text of [...HOSTILE_STRINGS, ...extra]) {
    const written = yamlScalar(text);
    assert.is(parse(`name: ${written}\n`).name, text, JSON.stringify(text).slice(0, 80));
    const raw = [...written].filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code < 0x20 || (code >= 0x7f && code <= 0x9f) || [0x2028, 0x2029, 0xfffe, 0xffff].includes(code);
    });
    assert.equal(raw, [], JSON.stringify(written).slice(0, 80));
  }
});
scalar.run();

const number = suite('yamlNumber');
number('every number reads back as itself, in YAML 1.2 and with a point in any exponent form, as YAML 1.1 asks', () => {
  for (const n of [0, 7, -3, 2.5, 1 / 3, 100 / 3, 1e-7, 5e-324, 1.5e300, 1e21, -2e-9]) {
    const written = yamlNumber(n);
    assert.is(parse(`n: ${written}\n`).n, n, written);
    // PyYAML's float: digits, a point, digits, and an exponent with its sign.
    if (/e/.test(written)) assert.match(written, /^-?\d+\.\d*e[+-]\d+$/);
  }
  assert.throws(() => yamlNumber(Number.NaN), /not a finite number/);
});
number.run();
