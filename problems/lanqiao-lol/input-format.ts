// lanqiao-lol input files: a count, then that many rows over L, O and *.
import type { InputFormat } from '../_authoring/index.ts';

export const lolInput: InputFormat<string> = {
  read(input) {
    const tokens = input.split(/\s+/).filter(Boolean);
    return tokens.slice(1, 1 + Number(tokens[0]));
  },
  write: (rows) => `${rows.length}\n${rows.map((row) => `${row}\n`).join('')}`,
};
