// Explains lanqiao-lol answers, one per row: its value, the value of every first move, and a line of play.
import { explainRow } from '../lib/lol-lines.ts';
import { readRows } from '../lib/read-rows.ts';

export function explain(input: string) {
  return readRows(input).map(explainRow);
}
