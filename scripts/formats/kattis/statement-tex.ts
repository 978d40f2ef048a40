// A problem's statement.md as the LaTeX statement a legacy Kattis package needs (problemtools reads only .tex there):
// headings, paragraphs, lists, code blocks and inline code, with LaTeX's special characters escaped. Pure: no I/O.
// The sample sections are left out, since Kattis shows data/sample itself and the format forbids them in the text.

/** Characters LaTeX treats specially, and what stands for each in running text. */
const SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '#': '\\#',
  '%': '\\%',
  _: '\\_',
  '^': '\\^{}',
  '~': '\\~{}',
  '<': '$<$',
  '>': '$>$',
  '|': '$|$',
  '→': '$\\rightarrow$',
  '←': '$\\leftarrow$',
  '≤': '$\\le$',
  '≥': '$\\ge$',
  '≠': '$\\ne$',
  '×': '$\\times$',
  '·': '$\\cdot$',
  '…': '\\ldots{}',
  '—': '---',
  '–': '--',
};

export function escapeTex(text: string): string {
  return [...text].map((c) => SPECIAL[c] ?? c).join('');
}

/** Inline markup: `code`, **bold** and *emphasis*, the rest escaped. */
function inline(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length >= 2
        ? `\\texttt{${escapeTex(part.slice(1, -1))}}`
        : escapeTex(part)
            .replace(/\*\*([^*]+)\*\*/g, '\\textbf{$1}')
            .replace(/\*([^*\s][^*]*)\*/g, '\\emph{$1}'),
    )
    .join('');
}

/** LaTeX's verbatim ends at this text wherever it stands in a line, and what follows it is LaTeX again. */
const VERBATIM_END = '\\end{verbatim}';

/**
 * A code block: verbatim, unless a line of it would end the verbatim (statement text comes from packages, and
 * `\end{verbatim}\input{/etc/passwd}` in one put that file into the PDF problemtools builds); then each line in
 * typewriter type, escaped as running text is.
 */
function codeBlock(code: string[]): string[] {
  if (!code.some((line) => line.includes(VERBATIM_END))) return ['\\begin{verbatim}', ...code, VERBATIM_END];
  return ['\\begin{flushleft}', ...code.map((line) => `\\texttt{${escapeTex(line)}}\\\\`), '\\end{flushleft}'];
}

const SAMPLE_HEADING = /^(sample|example)s?\b/i;

/** The LaTeX statement: \problemname from the first heading (or the title given), then the body. */
export function statementTex(markdown: string, title: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let name = title;
  let list = false;
  let skipping = false;
  const endList = () => {
    if (list) out.push('\\end{itemize}');
    list = false;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      endList();
      if (heading[1].length === 1 && out.length === 0) {
        name = heading[2].trim();
        continue;
      }
      skipping = SAMPLE_HEADING.test(heading[2].trim());
      if (!skipping) out.push('', `\\section*{${inline(heading[2].trim())}}`);
      continue;
    }
    if (line.startsWith('```')) {
      endList();
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) code.push(lines[i]);
      if (!skipping) out.push(...codeBlock(code));
      continue;
    }
    if (skipping) continue;
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (item) {
      if (!list) out.push('\\begin{itemize}');
      list = true;
      out.push(`\\item ${inline(item[1])}`);
    } else if (line.trim() === '') {
      endList();
      out.push('');
    } else if (list && /^\s+\S/.test(line)) out.push(inline(line.trim()));
    else {
      endList();
      out.push(inline(line));
    }
  }
  endList();
  const body = out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `\\problemname{${escapeTex(name)}}\n\n${body}\n`;
}
