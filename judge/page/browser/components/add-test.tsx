// "Try an input" (the live page): a typed or pasted input run by the solution being judged, with the limits, its
// output, time and memory beside the reference answer (validated, answered by the accepted solution and confirmed by
// the second solver, as add-case does) and the line of play that proves it; "keep as test" saves it by add-case's rules.
import { useState } from 'preact/hooks';
import type { PageProblem } from '../../page-data.ts';
import { ROUTES, type TryReply } from '../../protocol.ts';
import { ask } from '../requests.ts';
import { InputBox } from './input-box.tsx';
import { Cases, Played, Why } from './test-view.tsx';

export function AddTest({ problem }: { problem: PageProblem }) {
  const [input, setInput] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<'running' | 'saving' | null>(null);
  const [result, setResult] = useState<TryReply | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const run = async () => {
    setBusy('running');
    setMessage(null);
    const reply = await ask(ROUTES.run, { id: problem.id, input });
    setBusy(null);
    if ('error' in reply) {
      setResult(null);
      setMessage({ text: `error: ${reply.error}`, ok: false });
    } else setResult(reply);
  };
  const keep = async () => {
    setBusy('saving');
    const reply = await ask(ROUTES.case, { problem: problem.problem ?? problem.id, input, name, save: true });
    setBusy(null);
    setMessage(
      'error' in reply
        ? { text: `error: ${reply.error}`, ok: false }
        : { text: `kept as ${reply.file}; the problem is judged again`, ok: true },
    );
  };
  const t = result?.test;
  const tooLarge = result?.unconfirmed ? `, ${result.unconfirmed} too large for it` : '';
  return (
    <details class="add-test">
      <summary>try an input: run my solution on it, keep it as a test</summary>
      <InputBox
        rows={6}
        cls="new-input"
        placeholder="an input, as a test file holds it"
        value={input}
        onChange={setInput}
      />
      <br />
      <input
        class="new-name"
        placeholder="test name (optional)"
        value={name}
        onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
      />{' '}
      <button type="button" class="run-input" disabled={busy !== null} onClick={() => void run()}>
        {busy === 'running' ? 'running…' : 'run my solution'}
      </button>{' '}
      <button type="button" class="keep" disabled={busy !== null} onClick={() => void keep()}>
        {busy === 'saving' ? 'saving…' : 'keep as test'}
      </button>
      {message ? <p class={`new-result ${message.ok ? 'AC' : 'WA'}`}>{message.text}</p> : null}
      {t ? (
        <div class="try-result">
          <div class="mine">
            <b>
              your solution: <span class={`v ${t.verdict}`}>{t.verdict}</span>
            </b>
            <Why problem={problem} row={t} />
            {t.played ? <Played game={t.played} picture={t.cases[0]?.picture} /> : <pre class="actual">{t.actual}</pre>}
            {t.stderrTail ? <pre class="stderr">{t.stderrTail}</pre> : null}
          </div>
          <div class="reference">
            <b>reference answer</b>
            <small>{` confirmed by ${result.confirmedBy}: ${result.confirmed} lines${tooLarge}`}</small>
            <pre class="expected">{t.expected}</pre>
            {t.cases.length > 0 ? <Cases cases={t.cases} /> : null}
          </div>
        </div>
      ) : null}
    </details>
  );
}
