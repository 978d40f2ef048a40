// The two ways the cat-and-mouse problems write a graph: BHOJ's `n`, then `count neighbours...` per node, one
// graph a file; LeetCode's literal `[[1,3],[0],...]`, one graph a line.
import type { InputFormat } from '../_authoring/index.ts';

type Graph = number[][];

export const bhojInput: InputFormat<Graph> = {
  read(input) {
    const ints = input.split(/\s+/).filter(Boolean).map(Number);
    const graph: Graph = [];
    for (let u = 0, p = 1; u < ints[0]; u++, p += ints[p] + 1) graph.push(ints.slice(p + 1, p + 1 + ints[p]));
    return [graph];
  },
  write(cases) {
    if (cases.length !== 1) throw new Error(`a BHOJ 1460 input holds one graph, not ${cases.length}`);
    const [graph] = cases;
    return `${graph.length}\n${graph.map((list) => `${[list.length, ...list].join(' ')}\n`).join('')}`;
  },
};

export const leetcodeInput: InputFormat<Graph> = {
  read: (input) =>
    input
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Graph),
  write: (cases) => cases.map((graph) => `[${graph.map((list) => `[${list.join(',')}]`).join(',')}]\n`).join(''),
};
