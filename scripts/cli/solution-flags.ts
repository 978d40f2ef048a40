// The --solution forms the judge and the live page share: FILE (for the problems named) and ID=FILE (for one
// problem), each repeatable; an ID is one of the root's problems, so a file whose name holds '=' is still a FILE.

export interface SolutionFlags {
  /** Files given without a problem: they serve the problems named on the command line. */
  plain: string[];
  /** Files given as ID=FILE, by problem, in the order given. */
  byProblem: Record<string, string[]>;
}

export function solutionFlags(values: readonly string[], ids: readonly string[]): SolutionFlags {
  const flags: SolutionFlags = { plain: [], byProblem: {} };
  for (const value of values) {
    const cut = value.indexOf('=');
    const id = cut > 0 ? value.slice(0, cut) : '';
    if (ids.includes(id)) flags.byProblem[id] = [...(flags.byProblem[id] ?? []), value.slice(cut + 1)];
    else flags.plain.push(value);
  }
  return flags;
}

/**
 * What the live page judges: each problem named (or every one, when none is), and each problem given an ID=FILE;
 * a problem with files is judged once with each of them, side by side; one without, with its accepted solution.
 * A plain FILE serves the problems named; without one named it is a usage error (UsageError from the caller).
 */
export function solutionTargets(
  values: readonly string[],
  named: readonly string[],
  ids: readonly string[],
): { problem: string; solution?: string }[] | { error: string } {
  const { plain, byProblem } = solutionFlags(values, ids);
  if (plain.length > 0 && named.length === 0)
    return { error: '--solution FILE needs the problems it solves: name their ids (or give --solution ID=FILE)' };
  const problems = [...new Set([...(named.length > 0 ? named : ids), ...Object.keys(byProblem)])];
  return problems.flatMap((problem) => {
    const files = byProblem[problem] ?? (named.includes(problem) ? plain : []);
    return files.length > 0 ? files.map((solution) => ({ problem, solution })) : [{ problem }];
  });
}
