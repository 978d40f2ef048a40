import { openSync, readSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { exchangeInProcess, recordingJury, replayingJury, timedJury } from '../../../judge/run/index.ts';
import type { JuryDialogue, PlayerDialogue } from '../../../problems/_authoring/index.ts';

/** A jury that counts: it replies with the running sum of the numbers heard, and accepts once it reaches 10. */
function summingJury(): JuryDialogue {
  let sum = 0;
  return {
    opening: ['go'],
    hear(line: string) {
      sum += Number(line);
      return sum >= 10 ? { reply: [`${sum}`], verdict: { accepted: true as const } } : { reply: [`${sum}`] };
    },
    end: () => ({ accepted: false as const, reason: `stopped at ${sum}` }),
  };
}

/** A player that says the numbers of `moves` in turn, one per line heard, then stops. */
function player(moves: number[]): PlayerDialogue {
  let k = 0;
  return {
    opening: [],
    hear: () => (k < moves.length ? { say: [String(moves[k++])] } : { say: [], done: true }),
  };
}

const replay = suite('a recorded jury, replayed');
const recorded = () => {
  const { dialogue, record } = recordingJury(summingJury());
  const game = exchangeInProcess(dialogue, player([3, 3, 4]));
  return { game, record };
};
replay('the same moves: the same transcript, and no live jury made', () => {
  const { game, record } = recorded();
  let made = 0;
  const again = exchangeInProcess(
    replayingJury(record, () => {
      made++;
      return summingJury();
    }),
    player([3, 3, 4]),
  );
  assert.equal(again.transcript, game.transcript);
  assert.equal(again.verdict, { accepted: true });
  assert.is(made, 0);
});
replay('other moves: a live jury takes over, caught up with what was heard, and plays as a jury never recorded', () => {
  const { record } = recorded();
  for (const moves of [[3, 4, 4], [5, 5], [3, 3], [1]]) {
    let made = 0;
    const replayed = exchangeInProcess(
      replayingJury(record, () => {
        made++;
        return summingJury();
      }),
      player(moves),
    );
    const live = exchangeInProcess(summingJury(), player(moves));
    assert.equal(replayed.transcript, live.transcript, moves.join());
    assert.equal(replayed.verdict, live.verdict, moves.join());
    assert.is(made, 1, moves.join());
  }
});
replay('an ending recorded by end() is replayed too', () => {
  const { dialogue, record } = recordingJury(summingJury());
  const stopped = exchangeInProcess(dialogue, player([2]));
  assert.equal(stopped.verdict, { accepted: false, reason: 'stopped at 2' });
  const again = exchangeInProcess(
    replayingJury(record, () => {
      throw new Error('no live jury is needed');
    }),
    player([2]),
  );
  assert.equal(again.verdict, stopped.verdict);
});
replay('a timed jury counts the CPU time of its making and of each line it hears, and nothing of the player', () => {
  // CPU time burnt by this thread, in µs, by the clock timedJury reads (the process's own, process.cpuUsage, counts
  // the other threads too, GC and the thread pool, and so runs ahead of it); the process's where there is no /proc.
  const used = (() => {
    try {
      const schedstat = openSync('/proc/thread-self/schedstat', 'r');
      const buffer = Buffer.alloc(64);
      return () => Number(buffer.toString('latin1', 0, readSync(schedstat, buffer, 0, 64, 0)).split(' ')[0]) / 1000;
    } catch {
      return () => {
        const { user, system } = process.cpuUsage();
        return user + system;
      };
    }
  })();
  const burn = (ms: number) => {
    const until = used() + ms * 1000;
    while (used() < until);
  };
  const timed = timedJury(() => {
    burn(30);
    const jury = summingJury();
    return {
      ...jury,
      hear: (line: string) => {
        burn(10);
        return jury.hear(line);
      },
    };
  });
  const moves = player([3, 4, 4]);
  const game = exchangeInProcess(timed.live(), {
    opening: [],
    hear: (line: string) => {
      burn(40);
      return moves.hear(line);
    },
  });
  assert.ok(game.transcript.length > 0);
  const ms = timed.ms();
  if (process.platform !== 'linux') return assert.is(ms, 0);
  // Its making and its lines (30 ms and 10 a line), not the player's 40 a line: bounds with room for the clock's ticks.
  const lines = game.transcript.filter((l) => l.startsWith('> ')).length;
  assert.ok(ms >= 30 + 10 * lines - 5 && ms < 30 + 10 * lines + 40, `${ms} ms for ${lines} lines`);
});
replay.run();
