import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { listProblemIds, loadProblem } from '../../judge/registry/problems.ts';
import { skip } from '../helpers/skip.ts';

const formats = suite('each problem’s input format reads back what it writes');
for (const id of listProblemIds('.')) {
  formats(id, async () => {
    const { input, generate } = await loadProblem('.', id);
    if (!input || !generate) return skip('input format', `${id} has no input format or no generator; nothing to check`);
    for (const generated of generate()) {
      const cases = input.read(generated.input);
      assert.ok(cases.length > 0, generated.name);
      assert.is(input.write(cases), generated.input, generated.name);
    }
  });
}
formats('a file of one graph is read as one case; BHOJ refuses to write two', async () => {
  const bhoj = (await loadProblem('.', 'bhoj-1460')).input!;
  assert.equal(bhoj.read('4\n1 3\n1 3\n1 3\n3 0 1 2\n'), [[[3], [3], [3], [0, 1, 2]]]);
  assert.throws(
    () =>
      bhoj.write([
        [[1], [0]],
        [[1], [0]],
      ]),
    /holds one graph, not 2/,
  );
  const lol = (await loadProblem('.', 'lanqiao-lol')).input!;
  assert.equal(lol.read('2\r\nL**L\r\n***\r\n'), ['L**L', '***']);
});
formats.run();
