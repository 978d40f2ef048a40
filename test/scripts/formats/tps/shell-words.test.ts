import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { shellWords } from '../../../../scripts/formats/tps/shell-words.ts';

// Each case as Python's shlex.split gives it.
const words = suite('shellWords');
words('blanks separate words; quotes and backslashes as shlex reads them in POSIX mode', () => {
  const cases: [string, string[]][] = [
    ['gencode   10 \t\t12\r', ['gencode', '10', '12']],
    ['gen "a b" \'c d\'', ['gen', 'a b', 'c d']],
    ['gen a"b c"d', ['gen', 'ab cd']],
    ['gen "say \\"hi\\" \\\\ \\n"', ['gen', 'say "hi" \\ \\n']],
    ["gen 'no \\escape'", ['gen', 'no \\escape']],
    ['gen a\\ b \\"', ['gen', 'a b', '"']],
    ['gen "" x', ['gen', '', 'x']],
    ['gen # not a comment', ['gen', '#', 'not', 'a', 'comment']],
    ['', []],
  ];
  for (const [line, expected] of cases) assert.equal(shellWords(line), expected, line);
});
words('an open quote, or a backslash ending the line, is no line at all (shlex raises)', () => {
  for (const line of ['gen "a', "gen 'a", 'gen a\\']) assert.is(shellWords(line), null, line);
});
words.run();
