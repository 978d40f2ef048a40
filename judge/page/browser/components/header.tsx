// The top of the page: the title, what is happening in one line (judging, with its counts so far, or done), the
// submissions' sandbox (what it did not enforce, in the judge's words), what the reader shows (tests of one verdict, in which order), the live page's "judge all again", and the run's errors.
import type { PageData } from '../../page-data.ts';
import { ANSWERED_MEANS, judgingLine } from '../counts.ts';
import { judgeAgain } from '../requests.ts';
import { type Order, setUi, type UiState } from '../store.ts';

/**
 * What is happening, in one line: judging (judgingLine, and which problems), or done (all AC, or how many failed), with
 * the run's time where it was timed.
 */
function Headline({ data }: { data: PageData }) {
  const s = data.status;
  const tests = data.problems.reduce((n, p) => n + p.total, 0);
  const accepted = data.problems.reduce((n, p) => n + p.accepted, 0);
  if (s?.state === 'judging') {
    const which = s.judging && s.judging.length > 0 ? ` (${s.judging.join(', ')})` : '';
    return (
      <p class={`judging${s.failed > 0 ? ' WA' : ''}`} id="overall" title={ANSWERED_MEANS}>
        {`${judgingLine(s)}${which}`}
      </p>
    );
  }
  const notice = s?.notice ? <small class="notice">{` ${s.notice}`}</small> : null;
  const seconds = s ? ` in ${s.seconds.toFixed(1)} s` : '';
  if (data.errors.length > 0)
    return (
      <p class="WA" id="overall">
        {`not judged: ${data.errors.length === 1 ? 'an error' : `${data.errors.length} errors`}, below`}
      </p>
    );
  if (data.ok)
    return (
      <p class="AC" id="overall">
        {`all ${tests} AC${seconds}`}
        {notice}
      </p>
    );
  return (
    <p class="WA" id="overall">
      {`not all tests AC${tests > 0 ? `: ${accepted} of ${tests} AC` : ''}${seconds}`}
      {notice}
    </p>
  );
}

export function Header({ state }: { state: UiState }) {
  const { data, live } = state;
  const verdicts = [...new Set(data.problems.flatMap((p) => Object.keys(p.counts)))].sort();
  const options = ['all', 'failing', ...verdicts];
  return (
    <header>
      <h1>{data.title}</h1>
      <Headline data={data} />
      {data.sandbox ? (
        <p class={`sandbox${data.sandbox.notEnforced ? ' WA' : ''}`} id="sandbox">
          {data.sandbox.notEnforced ?? `sandbox: ${data.sandbox.enforced} closed to the submissions`}
        </p>
      ) : null}
      <p class="controls">
        <select
          id="verdict-filter"
          title="show the tests of one verdict"
          value={options.includes(state.verdictShown) ? state.verdictShown : 'all'}
          onChange={(e) => setUi({ verdictShown: (e.currentTarget as HTMLSelectElement).value })}
        >
          {options.map((v) => (
            <option key={v} value={v}>
              {v === 'all' ? 'every verdict' : v === 'failing' ? 'failing only' : v}
            </option>
          ))}
        </select>{' '}
        <select
          id="order"
          title="order of the tests"
          value={state.order}
          onChange={(e) => setUi({ order: (e.currentTarget as HTMLSelectElement).value as Order })}
        >
          <option value="suite">in suite order</option>
          <option value="time">slowest first</option>
          <option value="memory">most memory first</option>
        </select>{' '}
        {live ? (
          <button
            type="button"
            class="judge-all"
            onClick={() => {
              for (const p of data.problems) void judgeAgain(p.id, false);
            }}
          >
            judge all again
          </button>
        ) : null}{' '}
        <button type="button" class="keys" onClick={() => setUi({ help: !state.help })} title="the keys (?)">
          keys ?
        </button>
      </p>
      <div id="errors">
        {data.errors.map((e, k) => (
          <pre key={k} class="WA error">{`error ${e.problem}: ${e.message}`}</pre>
        ))}
      </div>
    </header>
  );
}
