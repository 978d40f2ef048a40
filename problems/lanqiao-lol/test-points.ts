// lanqiao-lol scored as the Lanqiao Cup scores: ten test points of 10 points each, shortest searches first. A test
// belongs to the point of the most empty cells any of its rows has (the number a plain search grows with), as the
// Cup's statements give their constraints per share of the cases; statement.md lists them.
import type { Scoring } from '../_authoring/index.ts';
import { lolInput } from './input-format.ts';

/** The most empty cells of each point's rows: point k holds the tests whose largest count is in its range. */
export const POINT_RANGES: [number, number][] = [
  [0, 2],
  [3, 3],
  [4, 5],
  [6, 7],
  [8, 10],
  [11, 13],
  [14, 14],
  [15, 16],
  [17, 17],
  [18, 19],
];

/** The most empty cells any row of the input has. */
export const mostEmpty = (input: string): number =>
  Math.max(0, ...lolInput.read(input).map((row) => row.split('*').length - 1));

export const lolScoring: Scoring = {
  groups: POINT_RANGES.map(([low, high], k) => ({
    name: `point ${k + 1}`,
    tests: ({ input }) => {
      const most = mostEmpty(input);
      return most >= low && most <= high;
    },
    points: 10,
    aggregation: 'all',
  })),
};
