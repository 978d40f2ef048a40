// help.json, the help `npm run <command> -- --help` prints through the launcher (launch.mjs) without compiling the
// command: the list of commands and each command's usage, made from the commands' own definitions. `npm run help --
// --write` writes it again; a test fails while it differs from what the definitions give.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Command, type FlagSpec, usage } from './cli.ts';
import { commandList } from './commands.ts';

export const HELP_FILE = fileURLToPath(new URL('./help.json', import.meta.url));
const SCRIPTS = dirname(dirname(HELP_FILE));

export interface HelpFile {
  list: string;
  commands: Record<string, string>;
}

/** The help as the definitions give it now: every command file in scripts/ loaded for its usage. */
export async function currentHelp(): Promise<HelpFile> {
  const commands: Record<string, string> = {};
  for (const file of readdirSync(SCRIPTS)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const module = (await import(pathToFileURL(join(SCRIPTS, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module))
      if (typeof value === 'object' && value !== null && 'run' in value && 'flags' in value) {
        const command = value as Command<Record<string, FlagSpec>>;
        commands[command.name] = usage(command);
      }
  }
  return { list: commandList(), commands };
}

export const helpJson = (help: HelpFile) => `${JSON.stringify(help, null, 2)}\n`;
