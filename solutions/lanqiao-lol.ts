// Lanqiao "LOL" fill-in-letters game: for each row prints 1, -1 or 0, the first player's best result.
import { P1Failure } from './lib/lol-kinds.ts';
import { searchRowValue } from './lib/lol-search.ts';
import { rowValueByRules, rowValueBySearch, RulesFailure } from './lib/lol-theory.ts';
import { readRows } from './lib/read-rows.ts';

export function solve(input: string): string {
  return readRows(input)
    .map((row) => `${rowValue(row)}\n`)
    .join('');
}

/**
 * Kinds by rules, checked as they are used; where a check fails, Fact 2's full recursion; where P1 fails too,
 * plain game search. Each step is exact where the one before cannot be trusted.
 */
export function rowValue(row: string): -1 | 0 | 1 {
  try {
    return rowValueByRules(row);
  } catch (error) {
    return afterFailedCheck(row, error);
  }
}

// Stryker disable all: reached only where a check of Fact 3 or P1 failed, and none fails on a component of up to 40 cells
function afterFailedCheck(row: string, error: unknown): -1 | 0 | 1 {
  if (!(error instanceof RulesFailure) && !(error instanceof P1Failure)) throw error;
  try {
    return rowValueBySearch(row);
  } catch (again) {
    if (!(again instanceof P1Failure)) throw again;
  }
  return searchRowValue(row);
}
