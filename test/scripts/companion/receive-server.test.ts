// npm run receive: Competitive Companion's POSTs (payloads written here in its documented form) become problem
// folders with the page's samples and limits, one per problem of a contest; the loopback rules hold; a payload that
// is not in the form is refused naming the field, and nothing is written.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from '../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import { judge } from '../../../judge/core/index.ts';
import { postJson } from '../../helpers/http.ts';
import {
  MAX_BODY_BYTES,
  type ReceiveServer,
  readPayload,
  receivedId,
  receivedLine,
  startReceiver,
} from '../../../scripts/companion/index.ts';

const payload = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  group: 'Codeforces - Kit Round 1',
  url: `https://codeforces.com/contest/9999/problem/${name[0]}`,
  interactive: false,
  memoryLimit: 64,
  timeLimit: 1500,
  tests: [
    { input: '1 2\n', output: '3\n' },
    { input: '20 22\n', output: '42\n' },
  ],
  testType: 'single',
  input: { type: 'stdin' },
  output: { type: 'stdout' },
  languages: { java: { mainClass: 'Main', taskClass: 'Task' } },
  batch: { id: '6f1d2b8e-4a0c-4c59-9a36-1d2e3f405061', size: 2 },
  ...extra,
});

/** POSTs a body to the server as the extension does, with the headers given; the status and the reply. */
const post = (port: number, body: string, headers: Record<string, string> = {}) => postJson(port, '/', body, headers);

let root = '';
let server: ReceiveServer;
const received: string[] = [];
const seen: number[] = [];
const refused: string[] = [];

const receiving = suite('receive from Competitive Companion');
receiving.before.each(async () => {
  root = mkdtempSync(join(tmpdir(), 'kit-receive-'));
  received.length = 0;
  seen.length = 0;
  refused.length = 0;
  server = await startReceiver(root, 0, {
    onReceived: (r) => {
      received.push(r.problem.id);
      seen.push(r.seen);
    },
    onRefused: (why) => refused.push(why),
  });
});
receiving.after.each(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});
receiving.e2e('a contest of two: a folder each, with the samples and limits, that the judge then runs', async () => {
  const host = { host: `localhost:${server.port}` };
  const first = await post(server.port, JSON.stringify(payload('A. Sum of two')), host);
  const second = await post(server.port, JSON.stringify(payload('B. Sum again', { timeLimit: 2000 })), host);
  assert.equal([first.status, second.status], [201, 201]);
  assert.equal(received, ['cf-9999-a', 'cf-9999-b']);
  assert.equal(seen, [1, 2], 'counted within their contest');
  assert.is(JSON.parse(first.body).id, 'cf-9999-a');
  const source = readFileSync(join(root, 'problems', 'cf-9999-b', 'problem.ts'), 'utf8');
  assert.match(source, 'limits: { timeMs: 2000, memoryMb: 64, outputMb: 64 },');
  assert.match(source, "onlineJudge: 'Codeforces - Kit Round 1',");
  assert.is(readFileSync(join(root, 'testdata', 'cf-9999-a', 'sample', '2.in'), 'utf8'), '20 22\n');
  const report = await judge({ root, problemIds: [] });
  assert.equal(
    report.problems.map((p) => `${p.problem.id}: ${p.results.map((r) => r.verdict).join(' ')}`),
    ['cf-9999-a: WA WA', 'cf-9999-b: WA WA'],
    'the stub solution runs on the samples',
  );
  const again = await post(server.port, JSON.stringify(payload('A. Sum of two')), host);
  assert.is(again.status, 409);
  assert.match(JSON.parse(again.body).error, 'already exists');
  // The same letter from another contest is another problem.
  const other = payload('A. Sum of two', { url: 'https://codeforces.com/contest/10000/problem/A' });
  assert.is((await post(server.port, JSON.stringify(other), host)).status, 201);
  assert.equal(received, ['cf-9999-a', 'cf-9999-b', 'cf-10000-a']);
});
receiving('file input and output are recorded; the judge supplies the files', async () => {
  const body = payload('C. Files', {
    input: { type: 'file', fileName: 'in.txt' },
    output: { type: 'file', fileName: 'out.txt' },
  });
  assert.is((await post(server.port, JSON.stringify(body))).status, 201);
  const source = readFileSync(join(root, 'problems', 'cf-9999-c', 'problem.ts'), 'utf8');
  assert.match(source, "files: { input: 'in.txt', output: 'out.txt' },");
  const solution = join(root, 'solutions', 'cf-9999-c.ts');
  writeFileSync(
    solution,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a solution file, template literal included
    "export const solve = (input: string) => `${input.split(' ').map(Number).reduce((a, b) => a + b)}\\n`;\n",
  );
  const report = await judge({ root, problemIds: ['cf-9999-c'] });
  assert.equal(
    report.problems[0].results.map((r) => r.verdict),
    ['AC', 'AC'],
  );
});
receiving(
  "an interactive problem: the scaffold, told its name and limits; the page's samples kept as exchanges",
  async () => {
    // The kit's authoring API beside it, as in the kit's own root: the scaffold's games are generated at once.
    mkdirSync(join(root, 'problems'));
    symlinkSync(resolve('problems/_authoring'), join(root, 'problems/_authoring'));
    const exchange = { input: '5\n>\n', output: '? 3\n! 4\n' };
    const body = payload('D. Guess', { interactive: true, tests: [exchange] });
    assert.is((await post(server.port, JSON.stringify(body))).status, 201);
    const source = readFileSync(join(root, 'problems', 'cf-9999-d', 'problem.ts'), 'utf8');
    assert.match(source, "title: 'D. Guess',");
    assert.match(source, 'timeMs: 1500, memoryMb: 64');
    assert.match(source, 'interaction');
    assert.ok(existsSync(join(root, 'solutions', 'jury', 'cf-9999-d.ts')));
    const statement = readFileSync(join(root, 'problems', 'cf-9999-d', 'statement.md'), 'utf8');
    assert.match(statement, "## The page's sample exchanges");
    assert.match(statement, '```\n5\n>\n```');
    assert.match(statement, '```\n? 3\n! 4\n```');
    assert.ok(readdirSync(join(root, 'testdata', 'cf-9999-d', 'random')).length > 0, 'its games generated');
  },
);
receiving('a payload without samples is refused naming the field; nothing is written', async () => {
  const empty = await post(server.port, JSON.stringify(payload('F. None', { tests: [] })));
  assert.is(empty.status, 400);
  assert.match(JSON.parse(empty.body).error, /^Competitive Companion payload: field "tests" is empty/);
  assert.ok(!existsSync(join(root, 'problems')));
});
receiving('the loopback rules: a foreign Host or a web page Origin is refused; bodies are capped', async () => {
  const body = JSON.stringify(payload('A. Sum of two'));
  assert.is((await post(server.port, body, { host: 'attacker.example:80' })).status, 403);
  assert.is((await post(server.port, body, { origin: 'https://attacker.example' })).status, 403);
  assert.is((await post(server.port, body, { origin: 'chrome-extension://abcdefghijklmnop' })).status, 201);
  assert.is((await post(server.port, 'x'.repeat(MAX_BODY_BYTES + 1))).status, 413);
  assert.equal(received, ['cf-9999-a']);
});
receiving('a payload not in the documented form is refused naming the field; nothing is written', async () => {
  const missing = await post(server.port, JSON.stringify({ ...payload('E. Bad'), timeLimit: 'fast' }));
  assert.is(missing.status, 400);
  assert.is(
    JSON.parse(missing.body).error,
    'Competitive Companion payload: field "timeLimit" must be a positive number, got "fast"',
  );
  const test = await post(server.port, JSON.stringify({ ...payload('E. Bad'), tests: [{ input: '1\n' }] }));
  assert.match(JSON.parse(test.body).error, 'field "tests[0].output" must be a string');
  assert.is((await post(server.port, '{not json')).status, 400);
  assert.ok(!existsSync(join(root, 'problems')));
});

const ids = suite('readPayload and receivedId');
ids('ids name the contest: from the URL where the judge is known, else the judge, the name and a hash', () => {
  assert.is(
    receivedId('Codeforces - Round 1', 'A. Next Round', 'https://codeforces.com/contest/158/problem/A'),
    'cf-158-a',
  );
  assert.is(
    receivedId('Codeforces - Round 2', 'A. Next Round', 'https://codeforces.com/contest/1234/problem/A'),
    'cf-1234-a',
  );
  assert.is(receivedId('Codeforces', 'C1. X', 'https://codeforces.com/problemset/problem/1234/C1'), 'cf-1234-c1');
  assert.is(receivedId('Codeforces - Gym', 'B. Y', 'https://codeforces.com/gym/102222/problem/B'), 'cf-gym-102222-b');
  assert.is(
    receivedId('AtCoder - ABC 300', 'A - N-choice question', 'https://atcoder.jp/contests/abc300/tasks/abc300_a'),
    'atcoder-abc300-a',
  );
  const kattis = receivedId('Kattis', 'Hello World!', 'https://open.kattis.com/problems/hello');
  assert.match(kattis, /^kattis-hello-world-[0-9a-f]{6}$/);
  assert.not.equal(receivedId('Kattis', 'Hello World!', 'https://other.kattis.com/problems/hello'), kattis);
  assert.match(receivedId('', '!!!', 'not a url'), /^received-[0-9a-f]{6}$/);
  // However long the judge's and the problem's names, the URL's hash is whole: two pages never share an id.
  const long = 'A judge whose name runs on and on past sixty characters of id';
  const [first, second] = ['https://a.example/1', 'https://a.example/2'].map((url) => receivedId(long, long, url));
  assert.not.equal(first, second);
  assert.ok(first.length <= 60 && /-[0-9a-f]{6}$/.test(first), first);
  assert.equal(
    [receivedLine(readPayload(payload('A. One', { tests: [{ input: '1\n', output: '1\n' }] })), 1)],
    ['received A. One (1 of 2 in this contest): problems/cf-9999-a/, 1 sample as its sample tests'],
  );
  assert.match(
    receivedLine(readPayload(payload('B. Two', { interactive: true })), 2),
    /^received B\. Two \(2 of 2 in this contest\): problems\/cf-9999-b\/, interactive: the page's 2 samples kept as exchanges/,
  );
  // A page's name with terminal control sequences is shown with them made visible, never obeyed.
  assert.match(
    receivedLine(readPayload(payload('A. \u001b[2J\u001b[1;32mall tests AC', {})), 1),
    /^received A\. \\x1b\[2J\\x1b\[1;32mall tests AC \(1 of 2/,
  );
  const read = readPayload(payload('A. Sum of two', { input: { type: 'regex', pattern: 'a-.*\\.in' } }));
  assert.equal([read.timeMs, read.memoryMb, read.inputPattern, read.batch.size], [1500, 64, 'a-.*\\.in', 2]);
  assert.throws(
    () => readPayload(payload('x', { input: { type: 'file', fileName: '../etc/passwd' } })),
    /input\.fileName/,
  );
  const unstated = readPayload(payload('x', { timeLimit: 0, memoryLimit: undefined }));
  assert.equal(
    [unstated.timeMs, unstated.memoryMb, unstated.notes],
    [1000, 256, ['the page gave no memoryLimit: 256 taken', 'the page gave no timeLimit: 1000 taken']],
  );
});
receiving.run();
ids.run();
