// LeetCode 913 over stdin: each non-empty line is one graph such as [[2,5],[3],...]; prints one answer per line.
import { moveGraphFromLists, solveCatMouse } from './lib/cat-mouse.ts';
import { answerEachGraph } from './lib/graph-literal.ts';

export const solve = answerEachGraph((graph) => solveCatMouse(moveGraphFromLists(graph)));
