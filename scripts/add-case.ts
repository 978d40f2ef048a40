// `npm run add-case -- <id> [--name NAME] [FILE]`: validates an input (FILE, or stdin), answers it with the accepted
// solution, confirms the answer with the second solver, and writes testdata/<id>/manual/NAME.in and NAME.ans.
// An invalid input, an existing NAME or a disagreement writes nothing; each file is written atomically.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { handleError, UserError } from '../judge/errors.ts';
import { confirmAnswer, toolsFor } from './lib/problem-tools.ts';
import { formatInvalid } from './lib/validation.ts';
import { createFileAtomic } from './lib/write-atomic.ts';

const KIT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MANUAL_GROUP = 'manual';
const USAGE = 'usage: npm run add-case -- <problem-id> [--name NAME] [--root DIR] [FILE]   (reads stdin when no FILE is given)';

function readInput(file: string | undefined): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file ?? 0);
  } catch (error) {
    throw new UserError(`cannot read ${file ?? 'stdin'}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UserError(`${file ?? 'stdin'}: not UTF-8 text`);
  }
}

/** A test with the same input anywhere in the problem's data, if there is one. */
function findSameInput(root: string, id: string, input: string): string | null {
  const dir = join(root, 'testdata', id);
  if (!existsSync(dir)) return null;
  for (const group of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    for (const file of readdirSync(join(dir, group.name)).filter((f) => f.endsWith('.in'))) {
      if (readFileSync(join(dir, group.name, file), 'utf8') === input) return relative(root, join(dir, group.name, file));
    }
  }
  return null;
}

function main(): void {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { name: { type: 'string' }, root: { type: 'string' } } });
  } catch (error) {
    throw new UserError(`${(error as Error).message}\n${USAGE}`);
  }
  const [id, file, ...extra] = parsed.positionals;
  if (id === undefined || extra.length > 0) throw new UserError(USAGE);
  const root = parsed.values.root ? resolve(parsed.values.root) : KIT;
  const tools = toolsFor(id);
  const input = readInput(file);
  const source = file ?? 'stdin';
  const invalid = tools.validate(input);
  if (invalid) throw new UserError(`invalid input, nothing written: ${formatInvalid(id, source, invalid)}`);

  const name = parsed.values.name ?? `case-${createHash('sha256').update(input).digest('hex').slice(0, 10)}`;
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) {
    throw new UserError(`--name "${name}": use letters, digits, '.', '_' and '-', starting with a letter or digit`);
  }
  const dir = join(root, 'testdata', id, MANUAL_GROUP);
  const inFile = join(dir, `${name}.in`);
  const ansFile = join(dir, `${name}.ans`);
  for (const f of [inFile, ansFile]) {
    if (existsSync(f)) throw new UserError(`${relative(root, f)} already exists; choose another --name (nothing written)`);
  }
  const duplicate = findSameInput(root, id, input);
  if (duplicate) throw new UserError(`${duplicate} already holds this input (nothing written)`);

  const answer = tools.accepted(input);
  const check = confirmAnswer(tools, input, answer);
  if ('line' in check) {
    throw new UserError(
      `${id}: the accepted solution and the second solver disagree on answer line ${check.line} (${check.accepted} vs ${check.reference}); nothing written: this input may have found a bug`,
    );
  }
  mkdirSync(dir, { recursive: true });
  // The answer goes first: should the process die between the two, the judge reports the lone .ans by name.
  createFileAtomic(ansFile, answer);
  try {
    createFileAtomic(inFile, input);
  } catch (error) {
    rmSync(ansFile, { force: true });
    throw error;
  }
  const lines = answer.trimEnd().split('\n');
  process.stdout.write(
    `wrote ${relative(root, inFile)} and ${relative(root, ansFile)}\n` +
      `answer: ${lines.length === 1 ? lines[0] : `${lines.length} lines`}; confirmed by the second solver: ${check.confirmed} of ${lines.length} lines` +
      `${check.unconfirmed > 0 ? ` (${check.unconfirmed} too large for it)` : ''}\n`,
  );
}

try {
  main();
} catch (error) {
  handleError(error);
}
