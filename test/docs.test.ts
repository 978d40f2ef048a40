import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { figuresIn, figuresParagraph } from '../scripts/bench/readme-figures.ts';
import { readResults } from '../scripts/bench/results-file.ts';
import { COMMANDS } from '../scripts/cli/commands.ts';
import * as roundTrip from '../scripts/round-trip/index.ts';

// The READMEs stay current: the root one short and listing every command as `npm run help` does, each folder's
// naming everything its folder holds, and every path any of them names existing.
const FOLDER_READMES = ['judge', 'scripts', 'problems', 'solutions', 'test'];
const read = (file: string) => readFileSync(file, 'utf8');

const docs = suite('the READMEs');
docs('the root README is at most 200 lines and its command table is the list of commands', () => {
  const readme = read('README.md');
  assert.ok(readme.split('\n').length <= 200, `README.md has ${readme.split('\n').length} lines`);
  const section = readme.slice(readme.indexOf('## Commands'), readme.indexOf('\n## ', readme.indexOf('## Commands')));
  const rows = [...section.matchAll(/^\| `([a-z:-]+)` \| (.+) \|$/gm)].map(([, name, summary]) => ({ name, summary }));
  assert.equal(
    rows,
    COMMANDS.map(({ name, summary }) => ({ name, summary })),
  );
});
docs("the root README's speed figures are the bench's results file's, stated once, in its figures paragraph", () => {
  const readme = read('README.md');
  const paragraph = figuresIn(readme);
  assert.ok(paragraph !== null, 'README.md has no figures paragraph (its markers: scripts/bench/readme-figures.ts)');
  assert.fixture(paragraph, figuresParagraph(readResults('scripts/bench/results.json')), 'run npm run bench');
  // Outside it, and outside the example output in code blocks, no figure of time, memory or speed: one claim each.
  const rest = readme.replace(paragraph, '').replace(/^```[\s\S]*?^```/gm, '');
  const figures = [...rest.matchAll(/\b\d[\d,.]*\s?(?:ms|s|MB|KB|GB|%|x)(?![\w-])/g)].map(([figure]) => figure);
  assert.equal(figures, [], 'README.md states a figure outside its figures paragraph');
});
docs("scripts/README.md's round-trip table is the one the results file of the last whole run gives", () => {
  const table = roundTrip.readmeTableIn(read('scripts/README.md'));
  assert.ok(table !== null, 'scripts/README.md has no round-trip table (its markers: scripts/round-trip/table.ts)');
  const results = roundTrip.readResults();
  assert.ok(results !== null, 'scripts/round-trip/results.json is missing: run npm run round-trip -- --write');
  assert.fixture(table, roundTrip.readmeTable(results), 'run npm run round-trip -- --write');
  // The root README, at its length, points there in the command's line.
  assert.match(read('README.md'), /^\| `round-trip` \| .*\(table: scripts\/README\.md\)\. \|$/m);
});
docs(
  "the root README's compact round-trip table is the one the same results file gives, in its packages section",
  () => {
    const readme = read('README.md');
    const table = roundTrip.readmeTableIn(readme, roundTrip.COMPACT);
    assert.ok(table !== null, 'README.md has no compact round-trip table (its markers: scripts/round-trip/table.ts)');
    const results = roundTrip.readResults();
    assert.ok(results !== null, 'scripts/round-trip/results.json is missing: run npm run round-trip -- --write');
    assert.fixture(table, roundTrip.compactTable(results), 'run npm run round-trip -- --write');
    // A row a problem under its header, and at most three lines of footnotes.
    const lines = table.split('\n').slice(1, -1);
    const rows = lines.filter((line) => line.startsWith('|'));
    assert.is(rows.length, new Set(results.cells.map((c) => c.problem)).size + 2);
    assert.ok(rows.length <= 12, `${rows.length} lines of table`);
    assert.ok(lines.length - rows.length - 1 <= 3, `${lines.length - rows.length - 1} lines of footnotes`);
    const section = readme.slice(readme.indexOf('## Problems from elsewhere'), readme.indexOf('## The sandbox'));
    assert.ok(section.includes(table), "the compact table sits in the README's section on packages in and out");
  },
);
docs("each folder's README names every file and folder the folder holds", () => {
  const problems = new Set(readdirSync('problems').filter((name) => !name.startsWith('_') && !name.includes('.')));
  for (const folder of FOLDER_READMES) {
    const readme = read(join(folder, 'README.md'));
    const unnamed = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.name !== 'README.md' && (folder !== 'problems' || entry.isDirectory()))
      // A problem's folder is found by listing problems/, not by its README: a new one needs no line there.
      .filter((entry) => !(folder === 'problems' && existsSync(join(folder, entry.name, 'problem.ts'))))
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
      .filter((name) => !readme.includes(`\`${name}\``) && !readme.includes(`\`${name.replace(/\/$/, '')}`))
      // `<id>.ts` (or `<id>.<ext>`, an imported problem's accepted solution) and `<id>/` name one per problem.
      .filter(
        (name) =>
          !(
            problems.has(name.replace(/(\.[A-Za-z0-9]+|\/)$/, '')) &&
            readme.includes(name.endsWith('/') ? '`<id>/' : '`<id>.ts`')
          ),
      );
    assert.equal(unnamed, [], `${folder}/README.md does not name these`);
  }
});
docs('every path a README, a statement or a theory names in backticks exists', () => {
  // An imported package's statement is the package's text for contestants (`n/2` in it is a fraction, not a path).
  const imported = (doc: string) => {
    const problem = join('problems', doc.split(sep)[0], 'problem.ts');
    return existsSync(problem) && read(problem).startsWith('// Imported by `npm run import`');
  };
  const problemDocs = readdirSync('problems', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md') && f !== 'README.md' && !imported(f))
    .map((f) => join('problems', f));
  assert.ok(problemDocs.length >= 4, problemDocs.join(' '));
  for (const file of ['README.md', ...FOLDER_READMES.map((f) => join(f, 'README.md')), ...problemDocs]) {
    const missing: string[] = [];
    for (const [, path] of read(file).matchAll(/`([\w.-]+(?:\/[\w.-]+)+\/?)`/g)) {
      if (path.startsWith('dist/') || path.startsWith('node_modules/')) continue;
      if (!existsSync(path) && !existsSync(join(dirname(file), path))) missing.push(path);
    }
    assert.equal(missing, [], `${file} names paths that do not exist`);
  }
});
docs.run();
