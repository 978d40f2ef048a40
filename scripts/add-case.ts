// `npm run add-case -- <id> [--name NAME] [--root DIR] [FILE]`: validates an input (FILE, or stdin), answers it with
// the accepted solution, confirms the answer with the second solver, and writes testdata/<id>/manual/NAME.in and
// NAME.ans. An invalid input, an existing NAME or a disagreement writes nothing; each file is written atomically.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { handleError, UserError } from '../judge/errors.ts';
import { readTestText } from '../judge/testdata.ts';
import { saveCase } from './lib/save-case.ts';

const KIT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'usage: npm run add-case -- <problem-id> [--name NAME] [--root DIR] [FILE]   (reads stdin when no FILE is given)';

function readInput(file: string | undefined): string {
  const read = readTestText(file ?? 0);
  if ('error' in read) throw new UserError(`${file ?? 'stdin'}: ${read.error}`);
  return read.text;
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
  const input = readInput(file);
  const saved = saveCase({ root, id, input, name: parsed.values.name, source: file ?? 'stdin' });
  const lines = saved.answer.trimEnd().split('\n');
  const { confirmed, unconfirmed } = saved.confirmation;
  process.stdout.write(
    `wrote ${relative(root, saved.inFile)} and ${relative(root, saved.ansFile)}\n` +
      `answer: ${lines.length === 1 ? lines[0] : `${lines.length} lines`}; confirmed by the second solver: ${confirmed} of ${lines.length} lines` +
      `${unconfirmed > 0 ? ` (${unconfirmed} too large for it)` : ''}\n`,
  );
}

try {
  main();
} catch (error) {
  handleError(error);
}
