// A line split into words as Python's shlex.split splits it (POSIX mode, no comments), as TPS's gen.py splits a
// test's line of gen/data into the generator and its arguments: blanks separate words; '...' keeps everything;
// "..." keeps everything but a backslash before " or \; outside quotes a backslash keeps the next character.

/** The words of `line`, or null where a quote is not closed or the line ends in a lone backslash (shlex fails). */
export function shellWords(line: string): string[] | null {
  const words: string[] = [];
  let word: string | null = null;
  let at = 0;
  while (at < line.length) {
    const c = line[at];
    if (' \t\r\n'.includes(c)) {
      if (word !== null) words.push(word);
      word = null;
      at++;
    } else if (c === "'") {
      const end = line.indexOf("'", at + 1);
      if (end === -1) return null;
      word = (word ?? '') + line.slice(at + 1, end);
      at = end + 1;
    } else if (c === '"') {
      let text = '';
      at++;
      for (;;) {
        if (at >= line.length) return null;
        const d = line[at];
        if (d === '"') break;
        if (d === '\\' && (line[at + 1] === '"' || line[at + 1] === '\\')) {
          text += line[at + 1];
          at += 2;
        } else {
          text += d;
          at++;
        }
      }
      word = (word ?? '') + text;
      at++;
    } else if (c === '\\') {
      if (at + 1 >= line.length) return null;
      word = (word ?? '') + line[at + 1];
      at += 2;
    } else {
      word = (word ?? '') + c;
      at++;
    }
  }
  if (word !== null) words.push(word);
  return words;
}
