// Every command of the kit, `npm run <name>`, with what it does in one line and for whom: the one list. `npm run
// help` prints it by group (solving first, then authoring problems, then the kit's own checks and tools), each
// command's --help takes its summary from it, and a test holds package.json's scripts to it.

/** The groups of the list, in its order, with their titles. */
export const GROUPS = {
  solve: 'Solving: write a solution, judge it, watch it, find and keep a failing case, submit',
  author:
    'Authoring problems: scaffold, generate and verify test data, packages in and out (TPS, Polygon, Kattis, Hydro, CMS)',
  kit: "The kit's own checks and tools",
} as const;

export const COMMANDS = [
  {
    name: 'judge',
    group: 'solve',
    summary:
      'Judges every problem (or the ones named) on all its test data, a process per test; exit 0 when all is AC.',
  },
  {
    name: 'ui',
    group: 'solve',
    summary: 'Serves the live judge page on 127.0.0.1, judging again whenever a solution is saved; Ctrl-C stops it.',
  },
  {
    name: 'contest',
    group: 'solve',
    summary:
      "Judges a contest folder in the sandbox as someone else's code and ranks it (a table, CSV, JSON, an offline page whose cells open their tests): LemonLime's source/<contestant>/<problem>.<ext> by points, or an ICPC round's timed submissions by the ICPC's rules; --ccs writes the round as a CCS contest package for DOMjudge.",
  },
  {
    name: 'build',
    group: 'solve',
    summary:
      "Writes the bundles to submit, dist/<id>.js (and the LeetCode paste form), or with --solution FILE your own file's, and prints their sizes.",
  },
  {
    name: 'explain',
    group: 'solve',
    summary: 'Explains every case of an input (FILE, or stdin): the answer, and a line of play that proves it.',
  },
  {
    name: 'stress',
    group: 'solve',
    summary:
      'Checks a solution case after case against the second solver; prints the smallest failing case it can shrink to.',
  },
  {
    name: 'add-case',
    group: 'solve',
    summary: 'Adds a test case to testdata/<id>/manual/, answered and confirmed; reads stdin when no FILE is given.',
  },
  {
    name: 'receive',
    group: 'solve',
    summary:
      "Listens on 127.0.0.1 for Competitive Companion and makes each problem it sends a folder with the page's samples and limits.",
  },
  {
    name: 'help',
    group: 'solve',
    summary: 'Lists these commands.',
  },
  {
    name: 'new',
    group: 'author',
    summary:
      'Scaffolds a new problem that the judge, gen, add-case, verify and stress run on at once (`--interactive`: a game against a jury).',
  },
  {
    name: 'gen',
    group: 'author',
    summary:
      'Regenerates testdata/<id>/random/ from fixed seeds, every answer confirmed by the second solver where it can.',
  },
  {
    name: 'verify',
    group: 'author',
    summary:
      'Judges the accepted and every wrong solution; fails unless each gets the verdict it must, on the generated data too.',
  },
  {
    name: 'mutants',
    group: 'author',
    summary:
      "Mutation-tests a problem's data: the share of its accepted solution's mutants a test kills, and the ones none does.",
  },
  {
    name: 'export',
    group: 'author',
    summary:
      'Writes a problem as a Kattis package (--kattis DIR) or a CMS task (--cms DIR): data, scoring, checker or jury, solutions.',
  },
  {
    name: 'import',
    group: 'author',
    summary:
      'Makes a TPS or CMS task, a Polygon or Kattis package or a Hydro export (DIR, or its .zip) a problem folder: limits, tests, scoring, validators, checker or jury, submissions.',
  },
  {
    name: 'test',
    group: 'kit',
    summary:
      "Type-checks, checks format and lint, and runs the test suite but its end-to-end tests, printing each file as it ends and the slowest at the end (its time is among the README's figures).",
  },
  {
    name: 'format',
    group: 'kit',
    summary:
      "Formats the kit's sources and applies Biome's safe lint fixes, as npm test's format and lint check asks; names by file and line what needs a hand.",
  },
  {
    name: 'test:full',
    group: 'kit',
    summary:
      'The test suite with its end-to-end tests (*.e2e.test.ts and those other files mark .e2e: packages judged whole, other languages, browsers on the live page, real commands) and every property check in full; like npm test, it prints its time.',
  },
  {
    name: 'test:load',
    group: 'kit',
    summary:
      "Runs npm test, its end-to-end tests, judge, verify and mutants beside one CPU-bound process per core; fails on a failed run, or a verdict or a mutant's status unlike the idle one.",
  },
  {
    name: 'bench',
    group: 'kit',
    summary:
      "Measures the kit's speed claims side by side; keeps every figure in scripts/bench/results.json, and writes results.md, chart.svg and the README's figures from it.",
  },
  {
    name: 'round-trip',
    group: 'kit',
    summary:
      "Takes every problem through every format the kit writes and back through its import; fails unless tests, verdicts and points come back the same or the format's limit is named (table: scripts/README.md).",
  },
  {
    name: 'node-versions',
    group: 'kit',
    summary: 'Runs every bundle on its samples and hand tests with real Node.js 8 to 20; prints a table per version.',
  },
  {
    name: 'screenshots',
    group: 'kit',
    summary: "Makes the README's pictures of the live page again in headless Chromium: scripts/screenshots/*.png.",
  },
  {
    name: 'check-lol-theory',
    group: 'kit',
    summary: "Checks Fact 3's kind rules against Fact 2's recursion, and P1, on LOL components.",
  },
  {
    name: 'search-long-wins',
    group: 'kit',
    summary: 'Searches each n from 4 to 50 for graphs whose forced win takes the most moves; rewrites long-wins.json.',
  },
] as const;

export type CommandName = (typeof COMMANDS)[number]['name'];

/** The command's line in the list. */
export function summaryOf(name: CommandName): string {
  return COMMANDS.find((c) => c.name === name)?.summary ?? '';
}

/** The list as `npm run help` prints it: by group, each titled. */
export function commandList(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const lines = [
    'npm run <command> -- [arguments] [flags]; `npm run <command> -- --help` for its arguments and flags.',
  ];
  for (const [group, title] of Object.entries(GROUPS)) {
    lines.push('', `${title}:`);
    for (const c of COMMANDS.filter((c) => c.group === group)) lines.push(`  ${c.name.padEnd(width)}  ${c.summary}`);
  }
  return lines.join('\n');
}
