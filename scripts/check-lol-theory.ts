// `npm run check-lol-theory` (summary in cli/commands.ts): every canonical component up to --max-length cells, or
// --sample K random ones per length of --lengths A-B; prints counts and times per length, exit 1 on any failure.
import { runIfMain, type Command } from './cli/index.ts';
import { UsageError } from '../judge/base/index.ts';
import { checkComponentsUpTo, checkRandomComponents } from './theory/index.ts';

function exhaustive(maxLength: number, say: (line: string) => void): number {
  let last = null;
  for (const report of checkComponentsUpTo(maxLength)) {
    last = report;
    for (const failure of report.failures.slice(0, 20)) say(`FAILS: ${failure}\n`);
    say(
      `length ${String(report.length).padStart(2)}: ${String(report.components).padStart(8)} components ` +
        `(${report.totalComponents} in all), ${report.seconds.toFixed(1)} s\n`,
    );
  }
  if (last!.totalFailures > 0) {
    say(`FAILED: ${last!.totalFailures} components where Fact 3 or P1 does not hold\n`);
    return 1;
  }
  say(
    `checked: all ${last!.totalComponents} canonical components of up to ${maxLength} cells; ${HOLDS} ` +
      `(${last!.seconds.toFixed(1)} s)\n`,
  );
  return 0;
}

function sampled(count: number, lengths: string, seed: number, say: (line: string) => void): number {
  const range = /^(\d+)-(\d+)$/.exec(lengths) ?? /^(\d+)()$/.exec(lengths);
  const from = Number(range?.[1]);
  const to = range?.[2] ? Number(range[2]) : from;
  if (!range || from < 3 || to < from)
    throw new UsageError(`--lengths takes a length or a range like 41-44 (lengths >= 3), got "${lengths}"`);
  const all = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  let failures = 0;
  let seconds = 0;
  for (const report of checkRandomComponents(all, count, seed)) {
    failures += report.failures.length;
    seconds = report.seconds;
    for (const failure of report.failures.slice(0, 20)) say(`FAILS: ${failure}\n`);
    say(
      `length ${String(report.length).padStart(2)}: ${report.components} random components, ${report.seconds.toFixed(1)} s\n`,
    );
  }
  if (failures > 0) {
    say(`FAILED: ${failures} components where Fact 3 or P1 does not hold\n`);
    return 1;
  }
  say(
    `checked: ${count * all.length} random components of ${lengths} cells (seed ${seed}); ${HOLDS} ` +
      `(${seconds.toFixed(1)} s)\n`,
  );
  return 0;
}

const HOLDS = "Fact 3 equals Fact 2's recursion and P1 holds";

const flags = {
  'max-length': {
    kind: 'integer',
    value: 'N',
    min: 3,
    help: 'check every canonical component of up to N cells (default 24)',
  },
  sample: {
    kind: 'integer',
    value: 'K',
    min: 1,
    help: 'check K random components of each length given by --lengths instead',
  },
  lengths: { kind: 'string', value: 'A-B', help: 'the lengths to sample, e.g. 41-44 (with --sample)' },
  seed: { kind: 'integer', value: 'S', min: 0, help: 'the seed of the random components (with --sample; default 1)' },
} as const;

export const checkLolTheoryCommand: Command<typeof flags> = {
  name: 'check-lol-theory',
  args: '',
  positionals: { min: 0, max: 0 },
  flags,
  run({ flags: f }, io) {
    const say = (line: string) => io.stdout.write(line);
    if (f.sample === undefined) {
      if (f.lengths !== undefined || f.seed !== undefined)
        throw new UsageError('--lengths and --seed go with --sample');
      return exhaustive(f['max-length'] ?? 24, say);
    }
    if (f['max-length'] !== undefined) throw new UsageError('give --max-length or --sample, not both');
    if (f.lengths === undefined) throw new UsageError('--sample needs --lengths, e.g. --lengths 41-44');
    return sampled(f.sample, f.lengths, f.seed ?? 1, say);
  },
};

runIfMain(import.meta.url, checkLolTheoryCommand);
