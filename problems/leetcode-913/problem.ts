// leetcode-913: the cat-and-mouse game on LeetCode (https://leetcode.com/problems/cat-and-mouse/), where the
// solution is a pasted function; locally each input line is one graph literal.
import { defineProblem } from '../_authoring/index.ts';
import { searchLongWinsTask } from '../_cat-mouse/long-win-search.ts';
import { graphPicture } from '../_cat-mouse/picture.ts';
import { catMouseStress } from '../_cat-mouse/stress.ts';
import { leetcodeInput } from '../_cat-mouse/input-formats.ts';
import { generate } from './generator.ts';
import { validate } from './validator.ts';
import { graphBounds } from '../_cat-mouse/bounds.ts';

export default defineProblem({
  id: 'leetcode-913',
  title: 'Cat and Mouse (LeetCode 913)',
  onlineJudge: 'LeetCode',
  game: true,
  limits: { timeMs: 2000, memoryMb: 256, outputMb: 16 },
  bundleTarget: 'node8',
  pasteForm: { functionName: 'catMouseGame', argument: 'json-line', returns: 'number' },
  validate,
  bounds: graphBounds((input) => leetcodeInput.read(input)),
  input: leetcodeInput,
  generate,
  picture: graphPicture,
  stress: catMouseStress(leetcodeInput),
  tasks: { 'search-long-wins': searchLongWinsTask },
});
