// The jury's side of every test of an interactive problem, recorded for the mutants' run copies to replay
// (judge/run/recorded-jury.ts): the unmutated player plays each test against the jury here, twice; a test whose two
// games differ (a jury that does not answer the same lines the same way) or that the player loses is not recorded,
// and its jury plays live for every mutant.
import { writeFileSync } from 'node:fs';
import { type Problem, loadJury, loadPlay } from '../../judge/registry/index.ts';
import { exchangeInProcess, type JuryRecord, recordingJury } from '../../judge/run/index.ts';
import type { Test } from './judge-mutant.ts';

/** Writes `file`: [input, record] pairs as JSON. */
export async function recordJury(
  root: string,
  problem: Problem,
  player: string,
  tests: readonly Test[],
  file: string,
): Promise<void> {
  const loaded = await loadJury(root, problem);
  const records: [string, JuryRecord][] = [];
  if (loaded !== null) {
    const play = await loadPlay(root, player);
    const game = (input: string) => {
      const { dialogue, record } = recordingJury(loaded.jury(input, loaded.answer(input)));
      return { accepted: exchangeInProcess(dialogue, play()).verdict.accepted, json: JSON.stringify(record) };
    };
    for (const { input } of tests) {
      try {
        const first = game(input);
        if (first.accepted && game(input).json === first.json) records.push([input, JSON.parse(first.json)]);
      } catch {
        // A side that throws here throws for the mutants too, live: the unmutated check reports it.
      }
    }
  }
  writeFileSync(file, JSON.stringify(records));
}
