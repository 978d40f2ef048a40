// The LOL game by plain game search over the whole row, memoized on the row text. Exact but exponential.
// Stryker disable all: the solver searches only where a check of Fact 3 or P1 fails (lanqiao-lol.ts), and none fails on any component of up to 40 cells (the brief's exhaustive check; up to 36 again by npm run check-lol-theory), the only ones checked

const memo = new Map<string, -1 | 0 | 1>();
/** The memo is cleared past this many rows, so that rows searched one after another never outgrow a Map. */
const MEMO_ROWS = 4_000_000;

/** Value of a row for the player to move: 1 win, -1 loss, 0 draw; a row that already reads LOL is a loss. */
export function searchRowValue(row: string): -1 | 0 | 1 {
  if (row.includes('LOL')) return -1;
  if (memo.size > MEMO_ROWS) memo.clear();
  return search(row);
}

function search(row: string): -1 | 0 | 1 {
  const known = memo.get(row);
  if (known !== undefined) return known;
  let best: -1 | 0 | 1 = -1;
  let moved = false;
  for (let i = 0; i < row.length && best < 1; i++) {
    if (row[i] !== '*') continue;
    for (const letter of ['L', 'O']) {
      const next = row.slice(0, i) + letter + row.slice(i + 1);
      moved = true;
      if (next.slice(Math.max(0, i - 2), i + 3).includes('LOL')) {
        best = 1;
        break;
      }
      const value = -search(next) as -1 | 0 | 1;
      if (value > best) best = value;
    }
  }
  const result = moved ? best : 0;
  memo.set(row, result);
  return result;
}
