// `npm run bench`: measures the kit's speed claims side by side in one run, prints the figures, and writes them to
// scripts/bench/results.md and scripts/bench/chart.svg (time against size) for the README.
import { runBench } from './bench/index.ts';
import { runIfMain, type Command } from './cli/index.ts';

export const benchCommand: Command<Record<string, never>> = {
  name: 'bench',
  summary: "Measures the kit's speed claims side by side in one run; writes scripts/bench/results.md and scripts/bench/chart.svg.",
  args: '',
  positionals: { min: 0, max: 0 },
  flags: {},
  async run({ root }, io) {
    await runBench(root, (line) => io.stdout.write(line));
    return 0;
  },
};

runIfMain(import.meta.url, benchCommand);
