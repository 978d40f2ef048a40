// A line of play stepped on its picture: back and forward buttons, the arrow keys, or a click on a move written out
// beside the picture; the move made last is highlighted in the list and on the picture.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Picture } from '../../../../problems/_authoring/index.ts';
import { setStepper } from '../keys.ts';
import { type Choice, GamePicture, type Move, type Pick } from './game-picture.tsx';

export interface ShownMove {
  /** The move in words, as the stepper's status says it. */
  text: string;
  /** In the list, before the move: who made it ("you", "jury", "best"); after it: what it did to the result. */
  label?: string;
  note?: string;
  draw?: Move;
  /** The list item's class: who made it, and whether it threw the result away. */
  cls: string;
}

export interface LineProps {
  picture?: Picture;
  moves: ShownMove[];
  /** The step shown first. */
  start: number;
  /** The move that threw a result away (an index in moves), drawn in its own colour. */
  blamed?: number | null;
  /** The player's choices, offered on the picture once the whole line is shown. */
  choices?: Choice[];
  pick?: Pick;
  listClass: string;
}

export function LineOfPlay({ picture, moves, start, blamed = null, choices = [], pick, listClass }: LineProps) {
  const [step, setStep] = useState(start);
  const go = (delta: number) => setStep((s) => Math.max(0, Math.min(moves.length, s + delta)));
  const board = useRef<HTMLDivElement>(null);
  // The line opened last is the one the arrow keys step, wherever the focus is (but in a text box).
  useEffect(() => setStepper(go), []);
  const line = moves.flatMap((m) => (m.draw ? [m.draw] : []));
  const drawn = moves.slice(0, step).filter((m) => m.draw).length;
  const blamedDrawn = blamed === null ? null : moves.slice(0, blamed).filter((m) => m.draw).length;
  return (
    <div class="line-of-play">
      <p class="stepper">
        <button type="button" class="back" onClick={() => go(-1)} title="previous move (←)">
          ◀
        </button>
        <button type="button" class="forward" onClick={() => go(1)} title="next move (→)">
          ▶
        </button>
        <span class="step">{` move ${step} of ${moves.length}${step > 0 ? `: ${moves[step - 1].text}` : ''}`}</span>
      </p>
      <div class="playline">
        <div
          class="picture"
          tabIndex={0}
          ref={board}
          onFocus={() => setStepper(go)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
              e.preventDefault();
              e.stopPropagation();
              go(e.key === 'ArrowLeft' ? -1 : 1);
            }
          }}
        >
          {picture ? (
            <GamePicture
              picture={picture}
              line={line}
              step={drawn}
              blamed={blamedDrawn}
              choices={step === moves.length ? choices : []}
              pick={pick}
            />
          ) : null}
        </div>
        {moves.length > 0 ? (
          <ol class={listClass}>
            {moves.map((m, k) => (
              <li
                key={k}
                class={`${m.cls}${k === step - 1 ? ' current' : ''}`}
                onClick={() => {
                  setStepper(go);
                  setStep(k + 1);
                }}
              >
                {`${m.label ? `${m.label}: ` : ''}${m.text}${m.note ? ` \u2014 ${m.note}` : ''}`}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </div>
  );
}
