// The LOL game by plain game search over the whole row, memoized on the whole row. Exact but exponential. The row is
// searched in place, a cell a byte, and memoized by a number (two bits a cell and a mark past the last) in a table
// of typed arrays: no string is built and no Map entry allocated per position. Rows longer than 25 cells, whose
// numbers would not be exact, are memoized by their text.
// Stryker disable all: the solver searches only where a check of Fact 3 or P1 fails (lanqiao-lol.ts), and none fails on any component of up to 40 cells (the brief's exhaustive check; up to 36 again by npm run check-lol-theory), the only ones checked

const EMPTY = 0;
const L = 1;
const O = 2;
/** The mark past a row's last cell, so that rows of different lengths never share a number. */
const END = 3;
/** Rows of up to this many cells are memoized by number: 3 * 4^25 < 2^53, every number exact. */
const NUMBER_KEYED_CELLS = 25;
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
  const weights = new Float64Array(row.length);
  let key = END * 4 ** row.length;
  for (let i = 0; i < row.length; i++) {
    cells[i] = row[i] === 'L' ? L : row[i] === 'O' ? O : EMPTY;
    weights[i] = 4 ** i;
    key += cells[i] * weights[i];
  }
  return search(cells, row.length <= NUMBER_KEYED_CELLS ? weights : null, key);
}

/** The row's value, `key` its number where `weights` (4^i for cell i) is given, else unused. */
function search(cells: Uint8Array, weights: Float64Array | null, key: number): -1 | 0 | 1 {
  const text = weights ? '' : rowText(cells);
  const known = weights ? byNumber.get(key) : byText.get(text);
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
      const value = -search(cells, weights, weights ? key + letter * weights[i] : 0) as -1 | 0 | 1;
      cells[i] = EMPTY;
      if (value > best) best = value;
    }
  }
  const result = moved ? best : 0;
  if (weights) byNumber.set(key, result);
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
