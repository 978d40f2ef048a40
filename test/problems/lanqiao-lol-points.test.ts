// lanqiao-lol's ten test points (problems/lanqiao-lol/test-points.ts): every test in exactly one, each point holding
// tests, the ranges of empty cells covering 0 to 19 without a gap, and the table in statement.md the same ranges.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { groupMembers } from '../../judge/core/score.ts';
import { loadSuite, testKey } from '../../judge/registry/index.ts';
import { POINT_RANGES, lolScoring, mostEmpty } from '../../problems/lanqiao-lol/test-points.ts';

const points = suite('lanqiao-lol scored in ten test points');
points('every test in exactly one point, every point holding tests, 100 points in all', () => {
  const tests = loadSuite(resolve('.'), 'lanqiao-lol').tests.map((t) => ({
    key: testKey(t),
    group: t.group,
    input: readFileSync(t.input, 'utf8'),
  }));
  const found = groupMembers(lolScoring, tests);
  if ('error' in found) throw new Error(found.error);
  const counted = found.members.flat();
  assert.is(counted.length, tests.length);
  assert.is(new Set(counted).size, tests.length);
  assert.ok(
    found.members.every((m) => m.length > 0),
    found.members.map((m) => m.length).join(' '),
  );
  assert.is(
    lolScoring.groups.reduce((n, g) => n + g.points, 0),
    100,
  );
  assert.is(mostEmpty('2\nL**\n*****O\n'), 5);
});

points("the ranges follow each other from 0 to 19 empty cells, as the statement's table says", () => {
  assert.is(POINT_RANGES[0][0], 0);
  assert.is(POINT_RANGES.at(-1)![1], 19);
  for (let k = 1; k < POINT_RANGES.length; k++) assert.is(POINT_RANGES[k][0], POINT_RANGES[k - 1][1] + 1);
  const statement = readFileSync('problems/lanqiao-lol/statement.md', 'utf8');
  // The table's rows: "| point | its range |", the points in order.
  const shown = statement
    .split('\n')
    .map((line) => /^\| (\d+) \| ([\d-]+) \|$/.exec(line))
    .flatMap((row) => (row ? [row[1], row[2]] : []));
  assert.equal(
    shown,
    POINT_RANGES.flatMap(([low, high], k) => [String(k + 1), low === high ? String(low) : `${low}-${high}`]),
  );
});

points.run();
