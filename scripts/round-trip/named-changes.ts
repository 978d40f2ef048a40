// What a format's export says it cannot hold or changes on the way (CMS's: no output limit, no pass-fail, no groups
// but GroupMin subtasks, a jury as a Communication manager its import refuses), and which of the round trip's
// differences each such line accounts for. A cell whose every difference one of the export's own lines accounts for
// came back "held in part", naming those lines as the export said them; any other difference stays one. Pure.

/** A kind of difference a format may name beforehand: the round trip's, not any format's, words. */
export type NamedChange = 'output limit' | 'pass-fail as points' | 'groups regrouped' | 'import refuses';

/**
 * The lines an export says that name a change, by their opening words, and the change each accounts for; `refusal`,
 * the words of the import's refusal such a line foretells; `brief`, what is not held in a few words.
 */
const NAMING: readonly { change: NamedChange; said: RegExp; refusal?: RegExp; brief: string }[] = [
  { change: 'output limit', said: /^not taken: the output limit \(/, brief: 'an output limit' },
  {
    change: 'pass-fail as points',
    said: /^scoring: pass-fail, as one all-or-nothing group of every test worth /,
    brief: 'pass-fail, made points',
  },
  {
    change: 'groups regrouped',
    said: /^scoring: \d+ groups as \d+ GroupMin subtasks/,
    brief: 'groups, made GroupMin subtasks',
  },
  {
    change: 'groups regrouped',
    said: /^requires: CMS has no requirements between groups/,
    brief: 'groups, made GroupMin subtasks',
  },
  {
    change: 'import refuses',
    said: /^check\/manager: .* in CMS's Communication contract/,
    refusal: /a Communication task/,
    brief: 'the import refuses a Communication task',
  },
];

/** What a line of the export says is not held, in a few words; null where it names no change. */
export function briefOfNamed(line: string): string | null {
  return NAMING.find((entry) => entry.said.test(line))?.brief ?? null;
}

/** What an import's refusal that an export foretells says is not held, in a few words; null where none foretells it. */
export function briefOfRefusal(refusal: string): string | null {
  return NAMING.find((entry) => entry.refusal?.test(refusal))?.brief ?? null;
}

/** The changes the export's lines name, each with the lines that name it, in the order said. */
export function namedChanges(said: readonly string[]): Map<NamedChange, string[]> {
  const named = new Map<NamedChange, string[]>();
  for (const line of said)
    for (const { change, said: opening } of NAMING)
      if (opening.test(line)) named.set(change, [...(named.get(change) ?? []), line]);
  return named;
}

/** Whether the import's refusal is the one an export's line foretold (a kind of package the import cannot judge). */
export function refusalNamed(said: readonly string[], refusal: string): boolean {
  return NAMING.some((entry) => entry.refusal?.test(refusal) === true && said.some((line) => entry.said.test(line)));
}
