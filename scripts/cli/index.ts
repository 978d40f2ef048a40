// scripts/cli: what every command shares: the list of commands, flags parsed against a spec, --help, one-line errors.
export { type FlagSpec, readInputArgument, runIfMain, shellQuote, type Command, type Io, type Parsed } from './cli.ts';
export { COMMANDS, commandList, summaryOf, type CommandName } from './commands.ts';
export { solutionFlags, type SolutionFlags, solutionTargets } from './solution-flags.ts';
export { currentHelp, HELP_FILE, type HelpFile, helpJson } from './help-file.ts';
