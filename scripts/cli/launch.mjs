// `npm run <command>` starts here, in plain Node.js: `--help` (or `-h`) is answered at once from help.json, the
// commands' help as their own definitions give it (written by `npm run help -- --write`; a test holds the file to
// the definitions), with nothing compiled; anything else loads tsx into this very process and runs the command's file
// as the main module, as `tsx scripts/<command>.ts` would, one process fewer.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [name, ...args] = process.argv.slice(2);
const file = fileURLToPath(new URL(`../${name}.ts`, import.meta.url));
const end = args.indexOf('--');
const flags = end < 0 ? args : args.slice(0, end);
const help = JSON.parse(readFileSync(new URL('./help.json', import.meta.url), 'utf8'));
// Started without a command it knows (as `node scripts/cli/launch.mjs --help`): the list, or the name it did not know.
if (!/^[a-z][a-z-]*$/.test(name ?? '') || !existsSync(file)) {
  const asked = name === undefined || name === '--help' || name === '-h';
  if (asked) process.stdout.write(`${help.list}\n`);
  else process.stderr.write(`error: unknown command "${name}" (npm run help lists them)\n`);
  process.exit(asked ? 0 : 2);
}
const text = name === 'help' && args.length === 0 ? help.list : undefined;
// `npm run test:load` starts scripts/test-load.ts: its help is under the npm script's name.
const usage =
  flags.includes('--help') || flags.includes('-h')
    ? (help.commands[name] ?? help.commands[name.replace('-', ':')])
    : undefined;
if (text !== undefined || usage !== undefined) {
  process.stdout.write(`${text ?? usage}\n`);
} else {
  // The command sees itself as the file node was started with (runIfMain), its arguments after it.
  process.argv.splice(1, 2, file);
  await import('tsx');
  await import(pathToFileURL(file).href);
}
