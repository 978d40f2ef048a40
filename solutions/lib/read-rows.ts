// Reads the LOL input: a count, then that many rows; tolerates CRLF, runs of blanks and a missing final newline.

export function readRows(input: string): string[] {
  const tokens = input.split(/\s+/).filter((t) => t !== '');
  const count = Number(tokens[0] ?? 0);
  return tokens.slice(1, 1 + count);
}
