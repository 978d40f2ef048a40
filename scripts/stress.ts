// `npm run stress -- <id> [--solution FILE] [--seed N] [--time SECONDS | --runs N] [--save NAME] [--json]`:
// looks for an input on which FILE (default: the accepted solution) disagrees with the oracle, crashes, hangs or is
// far slower, and shrinks it. Exit status 0: nothing failed in the time given; 1: a failing case was found.
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { handleError, UserError } from '../judge/errors.ts';
import { saveCase } from './lib/save-case.ts';
import { stress, type StressResult } from './lib/stress/stress.ts';

const KIT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'usage: npm run stress -- <problem-id> [--solution FILE] [--seed N] [--time SECONDS | --runs N] [--save NAME] [--json] [--root DIR]';
const DEFAULT_SECONDS = 10;

function wholeNumber(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UserError(`--${flag} takes a whole number, got "${value}"`);
  return n;
}

function report(result: StressResult, id: string, solution: string): string {
  const rerun = `npm run stress -- ${id} --solution ${solution} --seed ${result.seed} --runs ${result.casesTried}`;
  const speed = `${result.casesTried} cases in ${(result.elapsedMs / 1000).toFixed(1)} s`;
  if (!result.found) return `no failing case: ${speed} (seed ${result.seed})\n`;
  return [
    `FAILED: ${result.failure} on a ${result.source} case found after ${speed} (seed ${result.seed})`,
    `shrunk from ${result.foundSize} to ${result.size} in ${(result.shrinkMs! / 1000).toFixed(1)} s; input:`,
    result.input!.trimEnd(),
    `expected: ${result.expected!.trimEnd()}`,
    `actual:   ${result.actual!.trimEnd()}`,
    `reproduce: ${rerun}`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        solution: { type: 'string' },
        seed: { type: 'string' },
        time: { type: 'string' },
        runs: { type: 'string' },
        save: { type: 'string' },
        json: { type: 'boolean', default: false },
        root: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UserError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new UserError(USAGE);
  const id = positionals[0];
  if (values.time !== undefined && values.runs !== undefined) throw new UserError('give --time or --runs, not both');
  const seconds = wholeNumber('time', values.time);
  const runs = wholeNumber('runs', values.runs);
  const seed = wholeNumber('seed', values.seed) ?? Date.now() % 1_000_000;
  // --root only moves where --save writes (tests use it); problems and solutions come from this kit.
  const root = values.root ? resolve(values.root) : KIT;
  const solution = values.solution ?? relative(process.cwd(), join(KIT, 'solutions', `${id}.ts`));

  const tty = process.stderr.isTTY === true && !values.json;
  let lastLine = 0;
  const onProgress = (tried: number, elapsedMs: number) => {
    const line = `${tried} cases, ${Math.round(tried / Math.max(elapsedMs / 1000, 0.001))} per second, ${(elapsedMs / 1000).toFixed(1)} s`;
    if (tty) process.stderr.write(`\r\x1b[K${line}`);
    else if (elapsedMs - lastLine >= 2000) {
      lastLine = elapsedMs;
      process.stderr.write(`${line}\n`);
    }
  };
  const result = await stress({
    root: KIT,
    id,
    solution,
    seed,
    timeMs: runs !== undefined ? Infinity : (seconds ?? DEFAULT_SECONDS) * 1000,
    runs: runs ?? Infinity,
    onProgress,
  });
  if (tty) process.stderr.write('\r\x1b[K');

  if (values.json) {
    const { found, input, expected, actual, seed: usedSeed, casesTried, failure, size, elapsedMs, shrinkMs } = result;
    const json = { found, input, expected, actual, seed: usedSeed, casesTried, failure, size, elapsedMs: Math.round(elapsedMs), shrinkMs: shrinkMs && Math.round(shrinkMs) };
    process.stdout.write(`${JSON.stringify(json)}\n`);
  } else {
    process.stdout.write(report(result, id, solution));
  }
  if (values.save !== undefined) {
    if (!result.found) process.stderr.write('nothing to save: no failing case was found\n');
    else {
      const saved = saveCase({ root, id, input: result.input!, name: values.save, source: 'the shrunk case' });
      process.stderr.write(`saved as ${relative(root, saved.inFile)} and ${relative(root, saved.ansFile)}\n`);
    }
  }
  process.exitCode = result.found ? 1 : 0;
}

main().catch(handleError);
