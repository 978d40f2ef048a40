// Every command of the kit, `npm run <name>`, with what it does in one line: the one list. `npm run help` prints
// it, each command's --help takes its summary from it, and a test holds package.json's scripts to it.

export const COMMANDS = [
  {
    name: 'judge',
    summary:
      'Judges every problem (or the ones named) on all its test data, a process per test; exit 0 when all is AC.',
  },
  {
    name: 'ui',
    summary: 'Serves the live judge page on 127.0.0.1, judging again whenever a solution is saved; Ctrl-C stops it.',
  },
  {
    name: 'build',
    summary: 'Writes the bundles to submit, dist/<id>.js (and the LeetCode paste form), and prints their sizes.',
  },
  {
    name: 'explain',
    summary: 'Explains every case of an input (FILE, or stdin): the answer, and a line of play that proves it.',
  },
  {
    name: 'stress',
    summary:
      'Checks a solution case after case against the second solver; prints the smallest failing case it can shrink to.',
  },
  {
    name: 'add-case',
    summary: 'Adds a test case to testdata/<id>/manual/, answered and confirmed; reads stdin when no FILE is given.',
  },
  {
    name: 'gen',
    summary:
      'Regenerates testdata/<id>/random/ from fixed seeds, every answer confirmed by the second solver where it can.',
  },
  {
    name: 'verify',
    summary:
      'Judges the accepted and every wrong solution; fails unless each gets the verdict it must, on the generated data too.',
  },
  {
    name: 'new',
    summary:
      'Scaffolds a new problem that the judge, gen, add-case, verify and stress run on at once (`--interactive`: a game against a jury).',
  },
  {
    name: 'export',
    summary:
      'Writes a problem as a Kattis problem package (--kattis DIR): data, validators, checker or jury, submissions.',
  },
  {
    name: 'import',
    summary:
      'Makes a Kattis problem package (DIR) a problem folder: limits, tests, validators, checker or jury, submissions.',
  },
  {
    name: 'receive',
    summary:
      "Listens on 127.0.0.1 for Competitive Companion and makes each problem it sends a folder with the page's samples and limits.",
  },
  {
    name: 'node-versions',
    summary: 'Runs every bundle on its samples and hand tests with real Node.js 8 to 20; prints a table per version.',
  },
  {
    name: 'bench',
    summary: "Measures the kit's speed claims side by side in one run; writes scripts/bench/results.md and chart.svg.",
  },
  {
    name: 'screenshots',
    summary: "Makes the README's pictures of the live page again in headless Chromium: scripts/live/screenshots/*.png.",
  },
  {
    name: 'check-lol-theory',
    summary: "Checks Fact 3's kind rules against Fact 2's recursion, and P1, on LOL components.",
  },
  {
    name: 'search-long-wins',
    summary: 'Searches each n from 4 to 50 for graphs whose forced win takes the most moves; rewrites long-wins.json.',
  },
  {
    name: 'test',
    summary:
      'Type-checks, checks format and lint, and runs the test suite (76 s on the 2 cores it was last timed on, the page tests in Chromium included).',
  },
  {
    name: 'test:full',
    summary: 'The test suite with every property check in full and every other-language verdict (about a minute).',
  },
  {
    name: 'test:load',
    summary:
      'Runs npm test, judge and verify beside one CPU-bound process per core; fails on a failed run or a verdict unlike the idle one.',
  },
  { name: 'help', summary: 'Lists these commands.' },
] as const;

export type CommandName = (typeof COMMANDS)[number]['name'];

/** The command's line in the list. */
export function summaryOf(name: CommandName): string {
  return COMMANDS.find((c) => c.name === name)?.summary ?? '';
}

/** The list as `npm run help` prints it. */
export function commandList(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'npm run <command> -- [arguments] [flags]; `npm run <command> -- --help` for its arguments and flags.',
    '',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
  ].join('\n');
}
