// Parses LeetCode's list-of-lists notation for graphs, e.g. `[[1,3],[0],[3],[0,2]]`.

/** Blanks anywhere are allowed; throws SyntaxError on unbalanced brackets or a number outside an inner list. */
export function parseGraphLiteral(text: string): number[][] {
  const lists: number[][] = [];
  let depth = 0;
  let current: number[] = [];
  let value = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch >= 48 && ch <= 57) {
      value = value < 0 ? ch - 48 : value * 10 + (ch - 48);
      continue;
    }
    if (value >= 0) {
      if (depth !== 2) throw new SyntaxError(`number outside an inner list at column ${i}`);
      current.push(value);
      value = -1;
    }
    if (ch === 91 /* [ */) {
      depth++;
      if (depth === 2) current = [];
      else if (depth > 2) throw new SyntaxError(`lists nested too deep at column ${i + 1}`);
    } else if (ch === 93 /* ] */) {
      if (depth === 2) lists.push(current);
      depth--;
      if (depth < 0) throw new SyntaxError(`unmatched ] at column ${i + 1}`);
    }
  }
  if (depth !== 0 || value >= 0) throw new SyntaxError('graph literal ends before its last ]');
  return lists;
}

/** Answers every non-empty line of the input, one graph per line, one answer per output line. */
export function answerEachGraph(answer: (graph: number[][]) => number): (input: string) => string {
  return (input) => {
    let out = '';
    for (const line of input.split('\n')) {
      if (line.trim() !== '') out += `${answer(parseGraphLiteral(line))}\n`;
    }
    return out;
  };
}
