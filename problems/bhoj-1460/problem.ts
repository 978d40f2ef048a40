// bhoj-1460: the cat-and-mouse game on Beihang's judge, read from standard input.
import { defineProblem } from '../_authoring/index.ts';
import { searchLongWinsTask } from '../_cat-mouse/long-win-search.ts';
import { graphPicture } from '../_cat-mouse/picture.ts';
import { catMouseStress } from '../_cat-mouse/stress.ts';
import { bhojInput } from '../_cat-mouse/input-formats.ts';
import { generate } from './generator.ts';
import { validate } from './validator.ts';
import { graphBounds } from '../_cat-mouse/bounds.ts';

export default defineProblem({
  id: 'bhoj-1460',
  title: 'Cat and Mouse (BHOJ 1460)',
  onlineJudge: 'BHOJ (Beihang University Online Judge)',
  game: true,
  limits: { timeMs: 1000, memoryMb: 64, outputMb: 16 },
  bundleTarget: 'node8',
  validate,
  bounds: graphBounds((input) => bhojInput.read(input)),
  input: bhojInput,
  generate,
  picture: graphPicture,
  stress: catMouseStress(bhojInput),
  tasks: { 'search-long-wins': searchLongWinsTask },
});
