// lol-duel: the LOL fill-in-letters game played against the kit's jury, one move at a time (an interactive problem).
import { defineProblem, seedBound } from '../_authoring/index.ts';
import { generate } from './generator.ts';
import { lolDuelInput } from './input-format.ts';
import { lolDuelStress } from './stress.ts';
import { validate } from './validator.ts';
import { componentLengthBound, rowLengthBound } from '../_lol/bounds.ts';
import { MAX_CELLS, MAX_COMPONENT_CELLS } from './validator.ts';

export default defineProblem({
  id: 'lol-duel',
  title: 'LOL, played (interactive)',
  onlineJudge: 'none: this kit (the jury plays the other side)',
  game: true,
  limits: { timeMs: 1000, memoryMb: 256, outputMb: 1 },
  bundleTarget: 'node8',
  validate,
  bounds: [
    rowLengthBound((input) => lolDuelInput.read(input).map((c) => c.row), MAX_CELLS),
    componentLengthBound((input) => lolDuelInput.read(input).map((c) => c.row), MAX_COMPONENT_CELLS),
    seedBound((input) => lolDuelInput.read(input)[0].seed),
  ],
  input: lolDuelInput,
  picture: (test) => ({ kind: 'row', row: test.row }),
  generate,
  stress: lolDuelStress,
  interaction: {},
});
