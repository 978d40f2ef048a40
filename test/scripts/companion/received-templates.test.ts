// A received problem's folder holds the page's fields as values and nothing else: a payload whose name, judge, URL
// or input pattern holds a line end, a comment's or a string's end, a template piece or a planted statement is
// received (through the server, as the extension posts it) into a problem.ts that parses, loads with exactly those
// values, and runs nothing planted; the folders of `npm run new` hold only the id, and a template refuses any other.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { transformSync } from 'esbuild';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadProblem } from '../../../judge/registry/index.ts';
import { type ReceiveServer, startReceiver } from '../../../scripts/companion/index.ts';
import { newInteractiveProblemFiles } from '../../../scripts/scaffold/index.ts';
import { postJson } from '../../helpers/http.ts';
import { HOSTILE_STRINGS, PLANTED, pwned } from '../../helpers/hostile-text.ts';

/** A payload in Competitive Companion's documented form, its fields as given. */
const payload = (k: number, fields: { name?: string; group?: string; url?: string; pattern?: string }) => ({
  name: fields.name ?? `Problem ${k}`,
  group: fields.group ?? 'Kattis',
  url: fields.url ?? `https://open.kattis.com/problems/p${k}`,
  interactive: false,
  memoryLimit: 64,
  timeLimit: 1000,
  tests: [{ input: '1\n', output: '1\n' }],
  testType: 'single',
  input: fields.pattern === undefined ? { type: 'stdin' } : { type: 'regex', pattern: fields.pattern },
  output: { type: 'stdout' },
  batch: { id: 'b', size: 1 },
});

let root = '';
let server: ReceiveServer;
const refused: string[] = [];

const received = suite('a received problem from a hostile page');
received.before.each(async () => {
  root = mkdtempSync(join(tmpdir(), 'kit-hostile-receive-'));
  // The interactive scaffold's problem.ts imports the authoring API at run time, as in the kit's own root.
  mkdirSync(join(root, 'problems'));
  symlinkSync(resolve('problems/_authoring'), join(root, 'problems/_authoring'));
  refused.length = 0;
  server = await startReceiver(root, 0, { onReceived: () => {}, onRefused: (why) => refused.push(why) });
});
received.after.each(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
  delete (globalThis as { __pwned?: unknown }).__pwned;
});

/** Posts the payload; the received problem's id. */
async function receive(body: object): Promise<string> {
  const reply = await postJson(server.port, '/', JSON.stringify(body));
  assert.is(reply.status, 201, `${reply.body} ${refused.join('; ')}`);
  return (JSON.parse(reply.body) as { id: string }).id;
}

/** problem.ts parses as TypeScript, and what loads from it ran nothing planted. */
async function loaded(id: string) {
  const source = readFileSync(join(root, 'problems', id, 'problem.ts'), 'utf8');
  transformSync(source, { loader: 'ts' });
  const problem = await loadProblem(root, id);
  assert.not.ok(pwned(), 'a planted statement ran when problem.ts was loaded');
  return problem;
}

received('each hostile string as the name, the judge, the URL and the input pattern: values, never code', async () => {
  let k = 0;
  for (const text of HOSTILE_STRINGS) {
    k++;
    // The kit's registry takes no empty title or judge: an empty name is the page's to fix, not an attack.
    if (text !== '') {
      const problem = await loaded(await receive(payload(k, { name: text, group: text })));
      assert.is(problem.title, text);
      assert.is(problem.onlineJudge, text);
    }
    const url = `https://open.kattis.com/problems/q${k}#${text}`;
    await loaded(await receive(payload(k, { url, pattern: text })));
  }
});
received('an interactive problem takes the name and judge as values too', async () => {
  const text = `D. Guess\u2028${PLANTED}// $& $' $\``;
  const body = { ...payload(1, { name: text, group: `\r${PLANTED}//` }), interactive: true };
  const problem = await loaded(await receive(body));
  assert.is(problem.title, text);
  assert.is(problem.onlineJudge, `\r${PLANTED}//`);
});
received('a template is given nothing but a problem id', () => {
  assert.throws(() => newInteractiveProblemFiles(`x\n${PLANTED}`), /no problem id/);
});
received.run();
