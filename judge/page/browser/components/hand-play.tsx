// Playing an interactive problem by hand against its jury (the live page): a position typed in or taken from a test,
// played by clicking nodes or cells; each of your moves shows, once made, what it did to the result your side could
// force, and the jury says at the end whether you got the best result.
import { useEffect, useRef, useState } from 'preact/hooks';
import { type HandPlayState, type Reply, ROUTES } from '../../protocol.ts';
import { ask } from '../requests.ts';
import { revealWithin } from '../reveal.ts';
import { InputBox } from './input-box.tsx';
import { useUi } from '../store.ts';
import { Played } from './test-view.tsx';

export function HandPlay({ problem, page }: { problem: string; page: string }) {
  const asked = useUi().handPlay[page];
  const [input, setInput] = useState('');
  const [state, setState] = useState<HandPlayState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [letter, setLetter] = useState('L');
  const [open, setOpen] = useState(false);
  const section = useRef<HTMLDetailsElement>(null);
  const reply = (answer: Reply<HandPlayState>) => {
    if ('error' in answer) setError(answer.error);
    else {
      setState(answer);
      setError(null);
    }
  };
  const start = async (text: string) => {
    setState(null);
    reply(await ask(ROUTES.play, { problem, input: text }));
  };
  // A test's "play this test by hand": its input here, a game started, and this section brought into view with the
  // game's picture once it has started.
  useEffect(() => {
    if (!asked) return;
    setInput(asked.input);
    setOpen(true);
    void start(asked.input).then(() => section.current && revealWithin(section.current, '.hand-play .line-of-play'));
  }, [asked?.asked]);
  const pick = (target: { node?: number; cell?: number }) => {
    if (!state) return;
    const choice = state.played.choices.find(
      (c) =>
        (target.node !== undefined && c.node === target.node) ||
        (target.cell !== undefined && c.cell === target.cell && c.letter === letter),
    );
    if (choice) void ask(ROUTES.move, { game: state.game, line: choice.line }).then(reply);
  };
  const letters = state?.played.choices.some((c) => c.letter !== undefined) ? ['L', 'O'] : [];
  return (
    <details
      class="play"
      ref={section}
      open={open}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>play by hand against the jury</summary>
      <InputBox rows={4} cls="play-input" placeholder="a test input to play" value={input} onChange={setInput} />
      <br />
      <button type="button" class="play-start" onClick={() => void start(input)}>
        play
      </button>
      <div class="hand-play">
        {error ? <p class="WA play-error">{error}</p> : null}
        {state?.verdict ? (
          state.verdict.accepted ? (
            <p class="AC play-verdict">the jury accepts: you got the best result your side could force</p>
          ) : (
            <p class="WA play-verdict">the jury: {state.verdict.reason}</p>
          )
        ) : null}
        {letters.length > 0 ? (
          <span class="letters">
            {letters.map((l) => (
              <label key={l}>
                <input
                  type="radio"
                  name={`letter-${page}`}
                  value={l}
                  checked={letter === l}
                  onChange={() => setLetter(l)}
                />{' '}
                <span class="letter">{l}</span>{' '}
              </label>
            ))}
          </span>
        ) : null}
        {state ? <Played game={state.played} picture={state.picture ?? undefined} pick={pick} /> : null}
      </div>
    </details>
  );
}
