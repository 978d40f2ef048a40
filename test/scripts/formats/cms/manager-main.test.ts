// The CMS manager's exchange (scripts/formats/cms/manager-main.ts, playExchange): the jury's opening, each line the
// contestant sends heard and answered, the verdict when the jury gives one or the jury's end when the contestant's
// output ends; writing stops, and reading goes on, once the contestant has closed its input. (The manager run through
// CMS's FIFOs against real players: cms-export.e2e.test.ts.)
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Jury } from '../../../../problems/_authoring/index.ts';
import { type ManagerPipes, playExchange } from '../../../../scripts/formats/cms/manager-main.ts';

/** A jury that asks for the sum of the input's two numbers, then for "bye"; what it heard is kept. */
function sumJury(heard: string[]): Jury {
  return (input, answer) => {
    let step = 0;
    return {
      opening: [input.trim()],
      hear: (line) => {
        heard.push(line);
        step++;
        if (step === 1)
          return line === answer.trim()
            ? { reply: ['say bye'] }
            : { reply: [], verdict: { accepted: false, reason: `${line} is not the sum` } };
        return { reply: [], verdict: line === 'bye' ? { accepted: true } : { accepted: false, reason: 'no bye' } };
      },
      end: () => ({ accepted: false, reason: 'the contestant stopped early' }),
    };
  };
}

/** Pipes that give `chunks` one read at a time and keep what is written; closed for writing after `open` writes. */
function pipes(chunks: string[], open = Number.POSITIVE_INFINITY): ManagerPipes & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    read: () => chunks.shift() ?? '',
    write: (text) => {
      if (written.length >= open) return false;
      written.push(text);
      return true;
    },
  };
}

const exchange = suite('playExchange');
exchange(
  'opening, a reply to each line, and the verdict the jury gives: lines split across reads and CRLF taken',
  () => {
    const heard: string[] = [];
    const ends = pipes(['1', '0\r\nb', 'ye\nignored after the verdict\n']);
    assert.equal(playExchange(sumJury(heard), '3 7\n', '10\n', ends), { accepted: true });
    assert.equal(ends.written, ['3 7\n', 'say bye\n']);
    assert.equal(heard, ['10', 'bye']);
  },
);
exchange("a last line without its end is heard; output that ends before a verdict is the jury's end()", () => {
  assert.equal(playExchange(sumJury([]), '3 7\n', '10\n', pipes(['10\nbye'])), { accepted: true });
  assert.equal(playExchange(sumJury([]), '3 7\n', '10\n', pipes(['10\n'])), {
    accepted: false,
    reason: 'the contestant stopped early',
  });
  assert.equal(playExchange(sumJury([]), '3 7\n', '10\n', pipes(['11\n'])), {
    accepted: false,
    reason: '11 is not the sum',
  });
});
exchange(
  'once the contestant closes its input nothing more is written, and what it wrote before is still heard',
  () => {
    const ends = pipes(['10\n', 'bye\n'], 1);
    assert.equal(playExchange(sumJury([]), '3 7\n', '10\n', ends), { accepted: true });
    assert.equal(ends.written, ['3 7\n']);
  },
);
exchange.run();
