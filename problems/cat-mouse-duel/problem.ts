// cat-mouse-duel: the cat-and-mouse game played against the kit's jury, one move at a time (an interactive problem).
import { defineProblem, seedBound } from '../_authoring/index.ts';
import { graphPicture } from '../_cat-mouse/picture.ts';
import { generate } from './generator.ts';
import { duelInput } from './input-format.ts';
import { catMouseDuelStress } from './stress.ts';
import { validate } from './validator.ts';
import { graphBounds } from '../_cat-mouse/bounds.ts';

export default defineProblem({
  id: 'cat-mouse-duel',
  title: 'Cat and Mouse, played (interactive)',
  onlineJudge: 'none: this kit (the jury plays the other side)',
  game: true,
  limits: { timeMs: 1000, memoryMb: 256, outputMb: 1 },
  bundleTarget: 'node8',
  validate,
  bounds: [
    ...graphBounds((input) => duelInput.read(input).map((c) => c.graph)),
    seedBound((input) => duelInput.read(input)[0].seed),
  ],
  input: duelInput,
  picture: (test) => graphPicture(test.graph),
  generate,
  stress: catMouseDuelStress,
  interaction: {},
});
