// lanqiao-lol: the fill-in-letters game of the Lanqiao Cup 2017 final (PREV-46; https://www.luogu.com.cn/problem/P8658).
// The theory its solver rests on: theory.md in this folder.
import { defineProblem } from '../_authoring/index.ts';
import { generate } from './generator.ts';
import { lolInput } from './input-format.ts';
import { lolStress } from './stress.ts';
import { lolScoring } from './test-points.ts';
import { validate } from './validator.ts';
import { rowLengthBound } from '../_lol/bounds.ts';
import { MAX_LENGTH, MAX_ROWS } from './rows.ts';

export default defineProblem({
  id: 'lanqiao-lol',
  title: 'Fill-in-letters game, LOL (Lanqiao Cup 2017 final; PREV-46; Luogu P8658)',
  onlineJudge: 'Lanqiao practice system (or Luogu P8658)',
  game: true,
  limits: { timeMs: 1000, memoryMb: 256, outputMb: 16 },
  bundleTarget: 'node8',
  validate,
  bounds: [
    { field: 'rows', min: 1, max: MAX_ROWS, values: (input) => [lolInput.read(input).length] },
    rowLengthBound((input) => lolInput.read(input), MAX_LENGTH),
  ],
  input: lolInput,
  generate,
  picture: (row) => ({ kind: 'row', row }),
  stress: lolStress,
  scoring: lolScoring,
});
