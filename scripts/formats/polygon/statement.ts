// A Polygon package's statement as the kit keeps it: statement.md made from the sections Polygon writes for each
// language (statement-sections/<language>/: name, legend, input, output, interaction, scoring, notes, examples),
// their TeX kept as written; English first, else the first language the package has.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SECTIONS = 'statement-sections';

/** The sections of statement.md in order, each under its heading (none: the legend, under the title). */
const PARTS: [file: string, heading: string | null][] = [
  ['legend.tex', null],
  ['input.tex', 'Input'],
  ['output.tex', 'Output'],
  ['interaction.tex', 'Interaction'],
  ['scoring.tex', 'Scoring'],
];

/** statement.md's text, or null where the package has no statement sections. */
export function statementMarkdown(pkg: string, title: string): string | null {
  const root = join(pkg, SECTIONS);
  if (!existsSync(root) || !statSync(root).isDirectory()) return null;
  const languages = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());
  const language = languages.includes('english') ? 'english' : languages.sort()[0];
  if (language === undefined) return null;
  const folder = join(root, language);
  const read = (file: string) =>
    existsSync(join(folder, file)) ? readFileSync(join(folder, file), 'utf8').trim() : '';
  const lines = [`# ${read('name.tex') || title}`, ''];
  for (const [file, heading] of PARTS) {
    const text = read(file);
    if (text === '') continue;
    if (heading) lines.push(`## ${heading}`, '');
    lines.push(text, '');
  }
  const examples = readdirSync(folder)
    .filter((name) => /^example\.\d+$/.test(name))
    .sort();
  if (examples.length > 0) lines.push('## Examples', '');
  for (const example of examples) {
    lines.push('Input:', '', '```', read(example), '```', '');
    if (read(`${example}.a`) !== '') lines.push('Output:', '', '```', read(`${example}.a`), '```', '');
  }
  const notes = read('notes.tex');
  if (notes !== '') lines.push('## Notes', '', notes, '');
  lines.push(`(From the package's ${SECTIONS}/${language}/, its TeX as written.)`, '');
  return lines.join('\n');
}
