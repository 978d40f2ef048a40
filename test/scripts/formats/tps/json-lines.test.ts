import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertRefusals } from '../../../helpers/user-errors.ts';
import { parseJson } from '../../../../scripts/formats/tps/json-lines.ts';

const json = suite('parseJson');
json('values as JSON.parse reads them, each with the line it starts on (a member: its key’s line)', () => {
  const text =
    '{\n\t"name": "sum",\n  "limits": {\n    "time": 1.5e0,\n    "tags": [\n      "a\\n\\u00e9",\n      null, true, false, -0\n    ]\n  },\n  "name2":\n    "x"\n}\n';
  const file = parseJson(text, 'problem.json');
  assert.equal(file.value, JSON.parse(text));
  assert.is(file.lineOf([]), 1);
  assert.is(file.lineOf(['name']), 2);
  assert.is(file.lineOf(['limits', 'time']), 4);
  assert.is(file.lineOf(['limits', 'tags', 0]), 6);
  assert.is(file.lineOf(['limits', 'tags', 3]), 7);
  assert.is(file.lineOf(['name2']), 10, 'the key’s line, where its value is on the next');
  assert.is(file.lineOf(['absent']), 1);
  assert.is(file.at(['limits', 'time']), 'problem.json:4: field "limits.time"');
});
json('a key given twice keeps its last value, as Python reads it; "__proto__" is a key like any other', () => {
  assert.equal(parseJson('{"a": 1, "a": 2}', 'x.json').value, { a: 2 });
  const value = parseJson('{"__proto__": {"type": "Batch"}}', 'x.json').value as Record<string, unknown>;
  assert.is(value.type, undefined);
  assert.equal(Object.keys(value), ['__proto__']);
});
json('what is not JSON is refused at its line, saying what was expected', () => {
  const cases: [string, string][] = [
    ['{\n  "a": 1,\n}\n', 'x.json:3: not JSON: expected a key in quotes, found "}"'],
    ['{\n  "a" 1\n}', 'x.json:2: not JSON: expected ":", found "1"'],
    ['[1, 2\n', 'x.json:2: not JSON: expected "," or "]", found the end'],
    ['{"a": tru}', 'x.json:1: not JSON: expected a value, found "t"'],
    ['{"a": "tab\there"}', 'x.json:1: not JSON: expected a string, found "\\""'],
    ['{"a": "\\x"}', 'x.json:1: not JSON: expected a string, found "\\""'],
    ['{}\n{}', 'x.json:2: not JSON: expected the end of the file, found "{"'],
    ["{'a': 1}", 'x.json:1: not JSON: expected a key in quotes, found "\'"'],
    ['\uFEFF{}', 'x.json:1: not JSON: it starts with a byte order mark'],
  ];
  assertRefusals(cases, (text) => parseJson(text, 'x.json'));
});
json.run();
