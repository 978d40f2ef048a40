// A problem's test data strength, beside its verdict grid: the score of its last `npm run mutants`, its surviving
// mutants with their change, and in a test's panel the mutants it was first to kill (a test --strengthen added).
import type { KillTable, PageMutation } from '../../page-data.ts';

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
        {m.counts.stalled ? `, ${m.counts.stalled} stalled (blocked, not computing)` : ''}
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
      {m.table ? <KillTableView table={m.table} /> : null}
    </details>
  );
}

/** A verdict in one character, as the terminal's table shows it: '·' AC, '-' not judged, else its first letter. */
const cell = (verdict: string) => (verdict === 'AC' ? '·' : verdict === '-' ? '-' : verdict[0]);

/** Which test kills what (npm run mutants -- <id> --table): a row a test, a column a wrong solution. */
function KillTableView({ table }: { table: KillTable }) {
  const ran = table.solutions.filter((s) => !s.error);
  const alone = table.rows.filter((r) => r.only.length > 0);
  const drop = table.rows.filter((r) => r.drop);
  return (
    <details class="kill-table">
      <summary>
        {`which test kills what: ${table.cover.length} of ${table.tests.length} tests catch all that any catches; `}
        {`${drop.length} catch nothing another does not`}
      </summary>
      <table class="matrix-table">
        <thead>
          <tr>
            <th>test</th>
            {ran.map((s, k) => (
              <th key={s.solution} title={s.solution}>
                {k + 1}
              </th>
            ))}
            <th title="detected mutants the test catches">mutants</th>
            <th title="wrong solutions and mutants no other test catches">alone</th>
            <th title="it catches nothing another test does not">drop?</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, k) => (
            <tr key={row.test} data-test={row.test} class={table.cover.includes(k) ? 'cover' : undefined}>
              <td>{row.test}</td>
              {ran.map((s) => (
                <td key={s.solution} class={s.verdicts[k]} title={`${s.solution} on ${row.test}: ${s.verdicts[k]}`}>
                  {cell(s.verdicts[k])}
                </td>
              ))}
              <td>{row.mutants}</td>
              <td title={row.only.join('\n')}>{row.only.length}</td>
              <td>{row.drop ? 'drop?' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol class="kill-solutions">
        {ran.map((s) => (
          <li key={s.solution}>
            <code>{s.solution}</code>
          </li>
        ))}
      </ol>
      {table.solutions
        .filter((s) => s.error)
        .map((s) => (
          <p key={s.solution} class="WA">{`${s.solution}: not judged: ${s.error}`}</p>
        ))}
      {alone.length > 0 ? (
        <ul class="kill-alone">
          {alone.map((row) => (
            <li key={row.test}>
              {`${row.test} alone catches `}
              {row.only.map((name) => (
                <code key={name}>{name}</code>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
      <p class="explain">
        {`The tests marked in bold together catch every wrong solution and mutant some test catches (chosen greedily). `}
        {`A test marked drop? catches nothing another test does not: a candidate to drop, one at a time (two may cover each other). A sample is never one.`}
      </p>
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
