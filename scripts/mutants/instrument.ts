// A solution and the library code it imports, instrumented by StrykerJS's instrumenter: every mutant its mutators make,
// placed behind a mutant switch in one copy of the code, so one bundle holds them all and the switch board
// (globalThis.__stryker__.activeMutant) picks the one a run has. Each mutant is named by its place and its change.
// What the instrumenter made of a set of sources is kept by their names and contents (and the instrumenter's
// version), not by where they are, so a run on unchanged code (after new tests, --strengthen again, a copy of the
// problem elsewhere) does not instrument it again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError, writeFileAtomic } from '../../judge/base/index.ts';

/** One mutant: its switch id, where it is, what it changes, and the mutator that made it. */
export interface MutantInfo {
  id: string;
  /** Absolute path of the file it is in. */
  file: string;
  /** 1-based, as an editor counts. */
  line: number;
  column: number;
  mutator: string;
  /** The code it replaces, and what it puts there, each on one line (cut at 80 characters). */
  original: string;
  replacement: string;
  /**
   * What a `// Stryker disable` comment in the source says of it: why it cannot change an answer. It is judged all
   * the same; if it survives, the comment explains it and the score leaves it out (as Stryker's leaves out ignored
   * mutants); if a test kills it, it counts as killed.
   */
  ignored?: string;
}

/** A mutant as an edit of its file: [start, end) of the source (character offsets) replaced by `code`. */
export interface MutantEdit {
  id: string;
  file: string;
  start: number;
  end: number;
  code: string;
}

/** The instrumenter, run in a plain Node.js process of its own (instrument-child.mjs says why). */
const CHILD = fileURLToPath(new URL('./instrument-child.mjs', import.meta.url));

/** Where instrumented sources are kept (KIT_INSTRUMENT_CACHE, else the user's cache folder). */
function instrumentCache(): string {
  return process.env.KIT_INSTRUMENT_CACHE ?? join(homedir(), '.cache', 'game-judge-kit', 'instrumented');
}

/** What a kept result depends on besides the sources: the instrumenter's version and the child's own code. */
const MAKER = [
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../../node_modules/@stryker-mutator/instrumenter/package.json', import.meta.url)),
      'utf8',
    ),
  ).version,
  readFileSync(CHILD, 'utf8'),
].join('\n');

/**
 * The instrumenter's output for these sources (its JSON): kept from an earlier run, else made and kept. The
 * instrumenter is given each file as `/<its index>/<its name>` (what it makes of a file depends on its name's ending
 * and its content alone), and the names are put back after.
 */
function instrumented(sources: ReadonlyMap<string, string>): Instrumented {
  const files = [...sources.keys()];
  const input = JSON.stringify(
    [...sources].map(([file, content], k) => ({ name: `/${k}/${basename(file)}`, content })),
  );
  const real = (name: string) => files[Number(name.split('/')[1])];
  const placed = (result: Instrumented): Instrumented => ({
    files: result.files.map((f) => ({ ...f, name: real(f.name) })),
    mutants: result.mutants.map((m) => ({ ...m, fileName: real(m.fileName) })),
  });
  const keptFile = join(instrumentCache(), `${createHash('sha256').update(`${MAKER}\n${input}`).digest('hex')}.json`);
  try {
    return placed(JSON.parse(readFileSync(keptFile, 'utf8')) as Instrumented);
  } catch {
    // not kept yet (or a broken file): made again below
  }
  const child = spawnSync(process.execPath, [CHILD], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (child.status !== 0) {
    const said = files.reduce((text, file, k) => text.replaceAll(`/${k}/${basename(file)}`, file), child.stderr);
    throw new UserError(`the instrumenter failed on ${files.join(', ')}:\n${said}`);
  }
  const result = JSON.parse(child.stdout) as Instrumented;
  mkdirSync(instrumentCache(), { recursive: true });
  writeFileAtomic(keptFile, child.stdout);
  return placed(result);
}

interface Instrumented {
  files: { name: string; content: string }[];
  mutants: {
    id: string;
    fileName: string;
    mutatorName: string;
    replacement: string;
    ignored?: string;
    location: { start: { line: number; column: number }; end: { line: number; column: number } };
  }[];
}

/** One line of code, its blanks run together, cut to 80 characters. */
function oneLine(code: string): string {
  const line = code.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}

/** The text between two 0-based positions of `source`. */
function between(
  source: string,
  start: { line: number; column: number },
  end: { line: number; column: number },
): string {
  const lines = source.split('\n');
  if (start.line === end.line) return lines[start.line].slice(start.column, end.column);
  return [
    lines[start.line].slice(start.column),
    ...lines.slice(start.line + 1, end.line),
    lines[end.line].slice(0, end.column),
  ].join('\n');
}

/**
 * Instruments `files` (absolute paths of TypeScript or JavaScript sources) with every mutator the instrumenter has
 * (none excluded; what a `// Stryker disable` comment says of a mutant is kept as its `ignored`): each
 * file's instrumented contents, and its mutants in the order the instrumenter made them.
 */
export function instrumentSources(files: readonly string[]): {
  contents: Map<string, string>;
  mutants: MutantInfo[];
  /** A mutant as an edit of its file's source: the range it replaces (character offsets) and the code put there. */
  edit: (id: string) => MutantEdit;
} {
  const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const result = instrumented(sources);
  const contents = new Map(result.files.map((f) => [f.name, f.content]));
  const mutants = result.mutants.map((m) => ({
    id: m.id,
    file: m.fileName,
    line: m.location.start.line + 1,
    column: m.location.start.column + 1,
    mutator: m.mutatorName,
    original: oneLine(between(sources.get(m.fileName)!, m.location.start, m.location.end)),
    replacement: oneLine(m.replacement),
    ...(m.ignored !== undefined ? { ignored: m.ignored } : {}),
  }));
  const raw = new Map(result.mutants.map((m) => [m.id, m]));
  const edit = (id: string): MutantEdit => {
    const m = raw.get(id)!;
    const lines = sources.get(m.fileName)!.split('\n');
    const offset = (at: { line: number; column: number }) =>
      lines.slice(0, at.line).reduce((sum, line) => sum + line.length + 1, 0) + at.column;
    return { id, file: m.fileName, start: offset(m.location.start), end: offset(m.location.end), code: m.replacement };
  };
  return { contents, mutants, edit };
}

/** A mutant switch as the instrumenter writes it (the bundler may add a number to the function's name). */
const SWITCH = /\bstryMutAct_9fa48\d*\("(\d+)"\)/g;

/** The ids of the mutants whose switches a bundle holds. */
export function switchIds(bundle: string): Set<string> {
  return new Set([...bundle.matchAll(SWITCH)].map((match) => match[1]));
}

/**
 * A bundle of instrumented code with its mutant switches thrown for one run: each switch of `active` reads true, every
 * other one false, and each coverage count is gone. The code a run executes is then exactly one mutant (or, with
 * null, the solution as written), with no switch board to consult at every expression: a hot loop runs about four
 * times faster than through the switches (cat-mouse-duel's tests). Throws where `active` has no switch (another
 * instrumenter's layout).
 */
export function specialise(bundle: string, active: string | null): string {
  let found = false;
  const thrown = bundle
    .replace(SWITCH, (_, id: string) => {
      if (id !== active) return 'false';
      found = true;
      return 'true';
    })
    .replace(/\bstryCov_9fa48\d*\("\d+"(?:, *"\d+")*\)/g, 'void 0');
  if (active !== null && !found) throw new Error(`mutant ${active}: no switch of it in the instrumented bundle`);
  return thrown;
}

const SCOPE = /^\[([^\]]*)\]\s*/;

/**
 * `mutant` as problem `id`'s run sees it. A `// Stryker disable` reason may open with the problems it holds for,
 * `[lanqiao-lol] ...` or `[bhoj-1460, leetcode-913] ...`: a line in a library file is in several problems' bundles,
 * and an argument true of one (a row of the statement has at most 19 cells) may be false of another. In a problem
 * the scope leaves out, the mutant has no reason (judged and scored as any other); a name in the scope that is not
 * one of `ids` (the root's problems) is an error naming the comment's line.
 */
export function reasonInProblem(mutant: MutantInfo, id: string, ids: readonly string[], root: string): MutantInfo {
  const scope = mutant.ignored === undefined ? null : SCOPE.exec(mutant.ignored);
  if (!scope) return mutant;
  const named = scope[1].split(',').map((name) => name.trim());
  for (const name of named)
    if (!ids.includes(name))
      throw new UserError(
        `${relative(root, mutant.file)}:${mutant.line}: the reason its Stryker comment gives holds for "${name}", which is no problem in problems/ (open the reason with [id, id], the problems' ids)`,
      );
  return named.includes(id) ? mutant : { ...mutant, ignored: undefined };
}
