// A contest's ranking: each contestant's cells, by problem, and their total; ranks by total with ties as stated
// (TIE_RULE). Does no I/O.

/** What one contestant got on one problem. */
export interface Cell {
  /** judged: its tests run (or remembered); CE: it did not compile; missing: no file; error: the problem could not be judged. */
  status: 'judged' | 'CE' | 'missing' | 'error';
  /** Its points: the problem's scoring, or 100 or 0 for a pass-fail problem; 0 unless judged. */
  points: number;
  max: number;
  /** The file judged, from the contest folder. */
  file?: string;
  /** Judged: AC when every test was, else the verdict of the first test (in test order) that was not. */
  verdict?: string;
  /** Judged and not AC: that first test's key. */
  failedAt?: string;
  /** Judged: each test's verdict by key ("sample/1"), in test order, as the judge gave it. */
  verdicts?: Record<string, string>;
  /** Judged: how many of its tests were run this time (the others told from the judge's memory). */
  run?: number;
  /** CE: the compiler's first line; error: why the problem could not be judged. */
  reason?: string;
}

export interface Row {
  contestant: string;
  /** By problem id. */
  cells: Record<string, Cell>;
  total: number;
}

export interface RankedRow extends Row {
  rank: number;
}

export const TIE_RULE =
  'ranked by total points, highest first; equal totals share a rank (the next rank counts them all) and are listed ' +
  'by name';

const collator = new Intl.Collator('en', { numeric: true });

/** Name order: as English sorts them, numbers by value (team2 before team10); code points break what is left. */
export function byName(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A total as compared: points are shares of a group (100 / 3), so equal totals are equal to a millionth. */
const rounded = (points: number) => Math.round(points * 1e6) / 1e6;

/** The total of a contestant's cells. */
export const totalOf = (cells: Record<string, Cell>): number =>
  rounded(Object.values(cells).reduce((sum, cell) => sum + cell.points, 0));

/** The rows ranked by TIE_RULE: "1, 2, 2, 4" where two share the second place. */
export function rankRows(rows: readonly Row[]): RankedRow[] {
  const sorted = [...rows].sort((a, b) => rounded(b.total) - rounded(a.total) || byName(a.contestant, b.contestant));
  const ranked: RankedRow[] = [];
  for (const [k, row] of sorted.entries()) {
    const before = ranked[k - 1];
    const rank = before !== undefined && rounded(before.total) === rounded(row.total) ? before.rank : k + 1;
    ranked.push({ rank, contestant: row.contestant, total: row.total, cells: row.cells });
  }
  return ranked;
}
