import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from '../../helpers/parts.ts';
import * as assert from 'uvu/assert';
import type { Command, FlagSpec } from '../../../scripts/cli/cli.ts';
import { COMMANDS } from '../../../scripts/cli/commands.ts';
import { runInProcess } from '../../helpers/run-command.ts';

type AnyCommand = Command<Record<string, FlagSpec>>;

/** Every command in scripts/, as its file exports it. */
async function commands(): Promise<[string, AnyCommand][]> {
  const found: [string, AnyCommand][] = [];
  for (const file of readdirSync('scripts')
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const module = (await import(pathToFileURL(resolve('scripts', file)).href)) as Record<string, unknown>;
    const command = Object.values(module).find(
      (v): v is AnyCommand => typeof v === 'object' && v !== null && 'run' in v && 'flags' in v,
    );
    assert.ok(command, `scripts/${file} exports no command`);
    found.push([file, command]);
  }
  return found;
}

const cli = suite('every command line');
cli.e2e('--help prints the usage and exits 0', async () => {
  for (const [file, command] of await commands()) {
    const run = await runInProcess(command, ['--help']);
    assert.is(run.status, 0, file);
    assert.match(run.stdout, new RegExp(`^usage: npm run ${command.name} -- `), file);
    assert.match(run.stdout, /--root DIR/, file);
  }
});
cli('an unknown flag or a bad number: one error line, the usage, exit 2, no stack', async () => {
  for (const [file, command] of await commands()) {
    const unknown = await runInProcess(command, ['--bogus']);
    assert.is(unknown.status, 2, file);
    assert.match(unknown.stderr, /^error: Unknown option '--bogus'\nusage: /, file);
    assert.not.match(unknown.stderr, /\n\s+at .*:\d+:\d+/, `${file}: a stack trace`);
    for (const [flag, spec] of Object.entries(command.flags)) {
      if (spec.kind !== 'integer') continue;
      const bad = await runInProcess(command, [`--${flag}`, 'abc']);
      assert.is(bad.status, 2, `${file} --${flag}`);
      assert.match(
        bad.stderr,
        new RegExp(`^error: --${flag} takes a whole number >= ${spec.min}, got "abc"\\nusage: `),
        file,
      );
    }
  }
});
cli('too many or too few arguments', async () => {
  const all = new Map(await commands());
  const stress = all.get('stress.ts')!;
  assert.match((await runInProcess(stress, [])).stderr, /^error: expected 1 argument \(<problem-id>\), got 0\n/);
  assert.match(
    (await runInProcess(all.get('bench.ts')!, ['extra'])).stderr,
    /^error: expected 0 arguments \(\), got 1: extra\n/,
  );
});
cli("the list of commands is package.json's scripts, and npm run help prints every one with its summary", async () => {
  const scripts = Object.keys(
    (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
  );
  assert.equal(COMMANDS.map((c) => c.name).sort(), scripts.sort());
  const files = await commands();
  assert.equal(new Set(files.map(([, c]) => c.name)).size, files.length, 'two command files share a name');
  const help = await runInProcess(new Map(files).get('help.ts')!, []);
  assert.is(help.status, 0);
  for (const { name, summary } of COMMANDS)
    assert.ok(help.stdout.includes(`  ${name}`) && help.stdout.includes(summary), name);
});
cli.e2e(
  'help.json is what the definitions give; the launcher prints it without compiling, grouped for its readers',
  async () => {
    const { currentHelp, HELP_FILE, helpJson } = await import('../../../scripts/cli/help-file.ts');
    assert.is(
      readFileSync(HELP_FILE, 'utf8'),
      helpJson(await currentHelp()),
      'scripts/cli/help.json is out of date: run npm run help -- --write',
    );
    const launch = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/cli/launch.mjs', ...args], { encoding: 'utf8' });
    const judgeHelp = launch('judge', '--help');
    assert.is(judgeHelp.status, 0);
    assert.match(judgeHelp.stdout, /^usage: npm run judge -- \[problem-id \.\.\.\] \[flags\]\n/);
    assert.match(judgeHelp.stdout, /--no-typecheck/);
    const list = launch('help').stdout;
    const titles = list.split('\n').filter((line) => line.endsWith(':'));
    assert.equal(titles, [
      'Solving: write a solution, judge it, watch it, find and keep a failing case, submit:',
      'Authoring problems: scaffold, generate and verify test data, packages in and out (TPS, Polygon, Kattis, Hydro, CMS):',
      "The kit's own checks and tools:",
    ]);
    assert.ok(list.indexOf('  judge ') < list.indexOf('  gen ') && list.indexOf('  gen ') < list.indexOf('  bench '));
    // A flag after `--` is the command's argument, not a call for help; the command itself runs (through tsx).
    const run = launch('explain', 'nope', '--', '--help');
    assert.equal([run.status, run.stderr.split('\n')[0].startsWith("error: unknown problem id 'nope'")], [1, true]);
    // Started bare, or with a command it does not know: the list, not a stack trace.
    const bare = launch('--help');
    assert.equal([bare.status, bare.stdout.startsWith('npm run <command>')], [0, true]);
    const unknown = launch('bogus');
    assert.equal([unknown.status, unknown.stderr], [2, 'error: unknown command "bogus" (npm run help lists them)\n']);
    const test = spawnSync(process.execPath, ['test/run.mjs', '--help'], { encoding: 'utf8' });
    assert.equal([test.status, /^usage: npm test/.test(test.stdout)], [0, true]);
  },
);
cli.run();
