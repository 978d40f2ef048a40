// Smaller variants of a list, for a stress subject's `smaller`: made one at a time, the largest cuts first.

/**
 * The list without one run of its values, each made only when asked for: first without either half, then without
 * each quarter, and so on down to each single value, so a long failing case loses half of itself at a step while
 * one is enough, and at most `values.length` values are held for a variant. Never yields an empty list.
 */
export function* smallerList<T>(values: readonly T[]): Generator<T[]> {
  for (let cut = Math.ceil(values.length / 2); cut >= 1; cut = cut === 1 ? 0 : Math.ceil(cut / 2)) {
    for (let start = 0; start < values.length; start += cut) {
      if (values.length - Math.min(cut, values.length - start) === 0) continue;
      yield [...values.slice(0, start), ...values.slice(start + cut)];
    }
  }
}
