// The invocation matrix, on request (the live page): every solution of the problem (accepted, second, wrong) against
// every test, a verdict a cell, with the verdicts each solution must get: the check that the tests tell the right
// solutions from the wrong ones, as Polygon's invocations do.
import { useState } from 'preact/hooks';
import { type InvocationMatrix, ROUTES } from '../../protocol.ts';
import { ask } from '../requests.ts';

export function Matrix({ problem }: { problem: string }) {
  const [matrix, setMatrix] = useState<InvocationMatrix | { error: string } | 'computing' | null>(null);
  const compute = async () => {
    setMatrix('computing');
    setMatrix(await ask(ROUTES.matrix, { problem }));
  };
  return (
    <details class="matrix">
      <summary>invocation matrix: every solution of the problem on every test</summary>
      <p class="explain">
        Each of the problem's own solutions (the accepted ones, and the wrong ones with the verdicts they must get) is
        judged on every test: a row a solution, a cell a test. A wrong solution that passes every test shows that a test
        is missing.
      </p>
      <button type="button" class="matrix-button" onClick={() => void compute()} disabled={matrix === 'computing'}>
        judge every solution on every test
      </button>
      {matrix === 'computing' ? <p>judging every solution on every test…</p> : null}
      {matrix !== null && matrix !== 'computing' && 'error' in matrix ? <p class="WA">{matrix.error}</p> : null}
      {matrix !== null && matrix !== 'computing' && 'rows' in matrix ? (
        <table class="matrix-table">
          <thead>
            <tr>
              <th>solution</th>
              <th>must get</th>
              {matrix.tests.map((t, k) => (
                <th key={t} title={t}>
                  {k + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row) => (
              <tr key={row.solution} data-solution={row.solution}>
                <td>{row.solution}</td>
                <td>{row.expected.join('|')}</td>
                {row.error ? (
                  <td class="WA" colSpan={matrix.tests.length}>
                    {row.error}
                  </td>
                ) : (
                  row.verdicts.map((v, k) => (
                    <td key={k} class={v} title={`${matrix.tests[k]}: ${v}`} data-verdict={v}>
                      {v === 'AC' ? '·' : v}
                    </td>
                  ))
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </details>
  );
}
