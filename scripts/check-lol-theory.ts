// `npm run check-lol-theory -- [--max-length N]`: enumerates every canonical component of up to N cells (default
// 24) and confirms that Fact 3's rules give the kind Fact 2's full recursion gives, and that P1 holds on each.
// Prints, per length, how many components were checked and how long it took; exits 1 on any failure.
import { parseArgs } from 'node:util';
import { handleError, UserError } from '../judge/errors.ts';
import { checkComponentsUpTo } from './lib/lol-component-check.ts';

function main(): void {
  const { values } = parseArgs({ options: { 'max-length': { type: 'string' } } });
  const maxLength = Number(values['max-length'] ?? 24);
  if (!Number.isInteger(maxLength) || maxLength < 3) throw new UserError(`--max-length takes a whole number >= 3, got "${values['max-length']}"`);
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

try {
  main();
} catch (error) {
  handleError(error);
}
