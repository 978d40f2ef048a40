// A problem's test data strength, beside its verdict grid: the score of its last `npm run mutants`, its surviving
// mutants with their change, and in a test's panel the mutants it was first to kill (a test --strengthen added).
import type { PageMutation } from '../page-data.ts';

const percent = (score: number | null | undefined) =>
  score === null || score === undefined ? '—' : `${score.toFixed(1)}%`;

export function MutationPanel({ mutation: m, stale }: { mutation: PageMutation; stale?: boolean }) {
  const explained = m.counts.ignored ?? 0;
  return (
    <details class="mutation" open={m.survivors.length > 0}>
      <summary>
        {`test data: mutation score ${percent(m.score)} (${m.detected} of ${m.scored} mutants detected`}
        {m.before !== undefined ? `; ${percent(m.before)} before --strengthen` : ''}
        {')'}
        {stale ? <span class="WA">{' stale: the code has changed since'}</span> : null}
      </summary>
      <p class="mutation-how">
        {`npm run mutants, ${m.at.slice(0, 16).replace('T', ' ')} UTC, ${m.seconds} s: ${m.made} mutants; `}
        {`${explained} survivors a comment in the source explains, ${m.counts['compile error'] ?? 0} compile errors`}
      </p>
      {m.survivors.length === 0 ? (
        <p class="mutation-none">no mutant survives the data</p>
      ) : (
        <ul class="survivors">
          {m.survivors.map((s) => (
            <li key={s.mutant}>
              <code>{s.mutant}</code>
              {s.note ? <span class="note">{` (${s.note})`}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** The mutants a test was first to kill, where it is one named for a mutant (added by --strengthen). */
export function KilledMutants({ mutation, test }: { mutation?: PageMutation; test: string }) {
  const killer = mutation?.killers.find((k) => k.test === test);
  if (!killer) return null;
  return (
    <div class="kills">
      <p>{`added to kill ${killer.mutants.length === 1 ? 'a mutant' : `${killer.mutants.length} mutants`} no other test kills:`}</p>
      <ul>
        {killer.mutants.map((line) => (
          <li key={line}>
            <code>{line}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
