// Reads the LOL input: a count, then that many rows; tolerates CRLF, runs of blanks and a missing final newline.

export function readRows(input: string): string[] {
  // Stryker disable next-line MethodExpression,Regex,ConditionalExpression,StringLiteral: a valid input starts with its count, not a blank, so the only empty token is the one after the final line end, past the rows
  const tokens = input.split(/\s+/).filter((t) => t !== '');
  const count = Number(tokens[0] ?? 0);
  return tokens.slice(1, 1 + count);
}
