// A contestant's LOL search: a row with a window LO*, *OL or L*L is won by the player to move, a move that
// creates such a window is skipped as losing, a player with no other move loses, a full row is a draw. Memoized on
// the whole row. Right with the default rules but exponential; the gallery switches in one mistake at a time.

export interface ThreatSearchRules {
  /** Windows that win at once for the player to move. */
  threats: RegExp;
  /** Value of a full row. */
  fullRow: -1 | 0;
  /** Value when empty cells remain but every move creates a threat. */
  noSafeMove: -1 | 0;
}

export const CORRECT_RULES: ThreatSearchRules = { threats: /LO\*|\*OL|L\*L/, fullRow: 0, noSafeMove: -1 };

export function threatSearch(rules: ThreatSearchRules): (row: string) => number {
  const memo = new Map<string, number>();
  const value = (row: string): number => {
    const known = memo.get(row);
    if (known !== undefined) return known;
    let result: number;
    if (rules.threats.test(row)) {
      result = 1;
    } else if (!row.includes('*')) {
      result = rules.fullRow;
    } else {
      result = -2;
      for (let i = 0; i < row.length && result < 1; i++) {
        if (row[i] !== '*') continue;
        for (const letter of ['L', 'O']) {
          const next = row.slice(0, i) + letter + row.slice(i + 1);
          if (!rules.threats.test(next)) result = Math.max(result, -value(next));
        }
      }
      if (result === -2) result = rules.noSafeMove;
    }
    memo.set(row, result);
    return result;
  };
  return (row) => (row.includes('LOL') ? -1 : value(row));
}
