// `npm run bench`: measures the kit's speed claims side by side in one run and prints the figures.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleError } from '../judge/errors.ts';
import { measureStressSpeed } from './bench/stress-speed.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  process.stdout.write('stress, in-process, one case at a time (fast-check random cases, accepted solution vs oracle)\n');
  for (const s of await measureStressSpeed(ROOT)) {
    const verdict = s.perSecond >= s.goal ? 'meets' : 'MISSES';
    process.stdout.write(
      `  ${s.what.padEnd(24)} ${String(Math.round(s.perSecond)).padStart(7)} cases/s  (${s.cases} cases in ${s.seconds.toFixed(2)} s; goal ${s.goal}: ${verdict})\n`,
    );
  }
}

main().catch(handleError);
