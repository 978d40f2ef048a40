// The statement as the PDF a CMS task needs (statement/statement.pdf: CMS's loader imports a PDF and nothing else):
// statement.md's text as it is, unrendered, in Courier on A4 pages, written by hand with no tool to install. Every
// character is written as a byte of the standard font's WinAnsiEncoding inside an escaped PDF string, so nothing in
// the text can end the string or add an operator; a character the font has no glyph for is written as another. Pure.

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;
const FONT_SIZE = 10;
const LEADING = 12;
/** Courier's advance is 0.6 em: 90 columns fit between the margins. */
export const COLUMNS = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (FONT_SIZE * 0.6));
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING);

/** WinAnsiEncoding's bytes 0x80 to 0x9F that hold a character (Latin-1's 0xA0 to 0xFF are its own). */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Characters the font lacks, written as the ASCII a reader takes for them. */
const SPELLED: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '⇒': '=>',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '−': '-',
  '∞': 'infinity',
};

/** A line's characters as WinAnsi bytes; `lost` counts the characters written as `?`. */
function winAnsi(line: string, lost: { count: number }): number[] {
  const bytes: number[] = [];
  for (const char of line) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else if (WIN_ANSI[char] !== undefined) bytes.push(WIN_ANSI[char]);
    else if (SPELLED[char] !== undefined) for (const c of SPELLED[char]) bytes.push(c.charCodeAt(0));
    else {
      bytes.push(0x3f);
      lost.count++;
    }
  }
  return bytes;
}

/** Bytes as a PDF literal string: printable ASCII as it is but for `\`, `(` and `)`, anything else in octal. */
function pdfString(bytes: readonly number[]): string {
  let out = '(';
  for (const b of bytes) {
    if (b === 0x5c || b === 0x28 || b === 0x29) out += `\\${String.fromCharCode(b)}`;
    else if (b >= 0x20 && b <= 0x7e) out += String.fromCharCode(b);
    else out += `\\${b.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

/** The text's lines, tabs as spaces to the next multiple of 4, each cut into pieces of at most COLUMNS characters. */
export function pageLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n')) {
    let line = '';
    for (const char of raw) line += char === '\t' ? ' '.repeat(4 - (line.length % 4)) : char;
    const chars = [...line];
    if (chars.length === 0) lines.push('');
    // At the last blank before the limit where there is one, else at the limit.
    while (chars.length > 0) {
      let cut = Math.min(COLUMNS, chars.length);
      if (chars.length > COLUMNS) {
        const blank = chars.lastIndexOf(' ', COLUMNS);
        if (blank > 0) cut = blank + 1;
      }
      lines.push(chars.splice(0, cut).join('').trimEnd());
    }
  }
  return lines;
}

/**
 * The PDF of `text`; `unshown` counts the characters written as `?` (outside WinAnsiEncoding and the few spelled in
 * ASCII, such as "->").
 */
export function statementPdf(text: string): { pdf: Buffer; unshown: number } {
  const lost = { count: 0 };
  const lines = pageLines(text);
  const pages: string[][] = [];
  for (let at = 0; at < Math.max(lines.length, 1); at += LINES_PER_PAGE)
    pages.push(lines.slice(at, at + LINES_PER_PAGE));
  // Objects: 1 the catalog, 2 the page tree, 3 the font, then each page and its content stream.
  const objects: string[] = [];
  const pageIds = pages.map((_, p) => 4 + 2 * p);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>';
  pages.forEach((page, p) => {
    const shown = page.map((line) => `${pdfString(winAnsi(line, lost))} Tj T*`);
    const stream = [
      `BT /F1 ${FONT_SIZE} Tf ${LEADING} TL ${MARGIN} ${PAGE_HEIGHT - MARGIN - FONT_SIZE} Td`,
      ...shown,
      'ET',
    ].join('\n');
    objects[pageIds[p]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[p] + 1} 0 R >>`;
    // Every byte of the stream is ASCII: its length in characters is its length in bytes.
    objects[pageIds[p] + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { pdf: Buffer.from(body, 'latin1'), unshown: lost.count };
}
