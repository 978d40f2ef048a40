// `npm run check-lol-theory -- [--max-length N]`: enumerates every canonical component of up to N cells (default
// 24) and confirms that Fact 3's rules give the kind Fact 2's full recursion gives, and that P1 holds on each.
// `npm run check-lol-theory -- --sample K --lengths A-B [--seed S]`: the same check on K random components of each
// length from A to B, for lengths enumeration does not reach.
// Prints, per length, how many components were checked and how long it took; exits 1 on any failure.
import { parseArgs } from 'node:util';
import { handleError, UserError } from '../judge/errors.ts';
import { checkComponentsUpTo, checkRandomComponents } from './lib/lol-component-check.ts';

function wholeNumber(flag: string, text: string | undefined, fallback: number, least: number): number {
  const value = Number(text ?? fallback);
  if (!Number.isInteger(value) || value < least) throw new UserError(`--${flag} takes a whole number >= ${least}, got "${text}"`);
  return value;
}

function exhaustive(maxLength: number): void {
  let last = null;
  for (const report of checkComponentsUpTo(maxLength)) {
    last = report;
    for (const failure of report.failures.slice(0, 20)) process.stdout.write(`FAILS: ${failure}\n`);
    process.stdout.write(`length ${String(report.length).padStart(2)}: ${String(report.components).padStart(8)} components (${report.totalComponents} in all), ${report.seconds.toFixed(1)} s\n`);
  }
  if (last!.totalFailures > 0) {
    process.stdout.write(`FAILED: ${last!.totalFailures} components where Fact 3 or P1 does not hold\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`checked: all ${last!.totalComponents} canonical components of up to ${maxLength} cells; Fact 3 equals Fact 2's recursion and P1 holds (${last!.seconds.toFixed(1)} s)\n`);
  }
}

function sampled(count: number, lengths: string, seed: number): void {
  const range = /^(\d+)-(\d+)$/.exec(lengths) ?? /^(\d+)()$/.exec(lengths);
  const from = Number(range?.[1]);
  const to = range?.[2] ? Number(range[2]) : from;
  if (!range || from < 3 || to < from) throw new UserError(`--lengths takes a length or a range like 41-44 (lengths >= 3), got "${lengths}"`);
  const all = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  let failures = 0;
  let seconds = 0;
  for (const report of checkRandomComponents(all, count, seed)) {
    failures += report.failures.length;
    seconds = report.seconds;
    for (const failure of report.failures.slice(0, 20)) process.stdout.write(`FAILS: ${failure}\n`);
    process.stdout.write(`length ${String(report.length).padStart(2)}: ${report.components} random components, ${report.seconds.toFixed(1)} s\n`);
  }
  if (failures > 0) {
    process.stdout.write(`FAILED: ${failures} components where Fact 3 or P1 does not hold\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`checked: ${count * all.length} random components of ${lengths} cells (seed ${seed}); Fact 3 equals Fact 2's recursion and P1 holds (${seconds.toFixed(1)} s)\n`);
  }
}

function main(): void {
  const { values } = parseArgs({
    options: { 'max-length': { type: 'string' }, sample: { type: 'string' }, lengths: { type: 'string' }, seed: { type: 'string' } },
  });
  if (values.sample === undefined) {
    if (values.lengths !== undefined || values.seed !== undefined) throw new UserError('--lengths and --seed go with --sample');
    exhaustive(wholeNumber('max-length', values['max-length'], 24, 3));
    return;
  }
  if (values['max-length'] !== undefined) throw new UserError('give --max-length or --sample, not both');
  if (values.lengths === undefined) throw new UserError('--sample needs --lengths, e.g. --lengths 41-44');
  sampled(wholeNumber('sample', values.sample, 0, 1), values.lengths, wholeNumber('seed', values.seed, 1, 0));
}

try {
  main();
} catch (error) {
  handleError(error);
}
