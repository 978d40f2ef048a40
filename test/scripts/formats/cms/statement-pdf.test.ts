// The statement as a PDF (scripts/formats/cms/statement-pdf.ts): a file whose cross-reference table points at each
// object, whose pages show the text's lines, and into which no text, however hostile, writes anything but a string.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { COLUMNS, pageLines, statementPdf } from '../../../../scripts/formats/cms/statement-pdf.ts';
import { HOSTILE_STRINGS } from '../../../helpers/hostile-text.ts';

/** The objects the xref table lists, each checked to start where the table says. */
function checkedObjects(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  assert.ok(text.startsWith('xref\n', xref), 'startxref points at the table');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(xref)) ?? [];
  const rows = text
    .slice(xref)
    .split('\n')
    .slice(3, 2 + Number(count));
  return rows.map((row, k) => {
    const at = Number(row.slice(0, 10));
    assert.ok(text.startsWith(`${k + 1} 0 obj\n`, at), `object ${k + 1} at ${at}`);
    return text.slice(at, text.indexOf('endobj', at));
  });
}

/** The strings a page shows, unescaped back to their bytes as latin1 text (WinAnsi agrees with it on what we test). */
function shownLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    for (const [, literal] of stream[1].matchAll(/^\(((?:[^\\()]|\\[\\()]|\\[0-7]{3})*)\) Tj T\*$/gm))
      lines.push(
        literal.replace(
          /\\([\\()])|\\([0-7]{3})/g,
          (_, c, octal) => c ?? String.fromCharCode(Number.parseInt(octal, 8)),
        ),
      );
  }
  return lines;
}

const pdf = suite('statementPdf');
pdf('a PDF whose table points at every object, a page for each 61 lines, each line shown as written', () => {
  const text = Array.from({ length: 130 }, (_, i) => `line ${i}: (a) \\ b`).join('\n');
  const made = statementPdf(text);
  const objects = checkedObjects(made.pdf);
  assert.ok(objects[0].includes('/Type /Catalog'));
  assert.ok(objects[1].includes('/Count 3'), 'three pages');
  // Each content stream's /Length is its length.
  for (const [, length, body] of made.pdf
    .toString('latin1')
    .matchAll(/\/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g))
    assert.is(body.length, Number(length));
  assert.equal(shownLines(made.pdf), text.split('\n'));
  assert.is(made.unshown, 0);
});
pdf('Latin-1 and WinAnsi characters shown as themselves, arrows spelled, the rest counted and written as ?', () => {
  const made = statementPdf('café “quoted” — 0 ≤ n → 猫\n');
  const [line] = shownLines(made.pdf);
  assert.is(line, 'caf\u00e9 \u0093quoted\u0094 \u0097 0 <= n -> ?');
  assert.is(made.unshown, 1);
});
pdf('long lines cut at their last blank within the columns; tabs to the next multiple of 4', () => {
  const words = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
  const lines = pageLines(`${words}\n\tx\n${'y'.repeat(COLUMNS + 5)}\n`);
  assert.ok(lines.every((l) => l.length <= COLUMNS));
  assert.is(lines.slice(0, -3).join(' '), words);
  assert.equal(lines.slice(-3), ['    x', 'y'.repeat(COLUMNS), 'yyyyy']);
});
pdf('hostile text stays inside its strings: the same objects, the same operators, every line back as written', () => {
  for (const hostile of HOSTILE_STRINGS) {
    const text = `${hostile}\n) Tj ET endstream endobj\n`;
    const made = statementPdf(text);
    // The catalog, the page tree, the font, and a page and its content for each 61 lines.
    const pages = Math.ceil(pageLines(text).length / 61);
    assert.is(checkedObjects(made.pdf).length, 3 + 2 * pages, JSON.stringify(hostile).slice(0, 40));
    const operators = made.pdf
      .toString('latin1')
      .replace(/\((?:[^\\()]|\\[\\()]|\\[0-7]{3})*\)/g, '')
      .match(/stream\n[\s\S]*?\nendstream/g)
      ?.join('');
    // Outside the strings, each stream holds its one BT ... ET and nothing else.
    assert.is(operators?.match(/\bET\b/g)?.length, pages);
    assert.ok(shownLines(made.pdf).includes(') Tj ET endstream endobj'));
  }
});
pdf.run();
