// The ranking: totals highest first, equal totals sharing a rank and listed by name, the next rank counting them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { byName, type Cell, rankRows, type Row, totalOf } from '../../../scripts/contest/index.ts';

const judged = (points: number): Cell => ({ status: 'judged', points, max: 100 });
const row = (contestant: string, ...points: number[]): Row => {
  const cells = Object.fromEntries(points.map((p, k) => [`p${k}`, judged(p)]));
  return { contestant, cells, total: totalOf(cells) };
};
const ranks = (rows: Row[]) => rankRows(rows).map((r) => `${r.rank} ${r.contestant} ${r.total}`);

const ranking = suite('rankRows');

ranking('highest total first; a tie shares its rank, in name order, and the next rank counts both', () => {
  assert.equal(ranks([row('dave', 0, 0), row('carol', 40, 10), row('bob', 50, 0), row('alice', 100, 100)]), [
    '1 alice 200',
    '2 bob 50',
    '2 carol 50',
    '4 dave 0',
  ]);
});

ranking('everyone tied: all first, by name; nobody: an empty ranking', () => {
  assert.equal(ranks([row('b', 0), row('a', 0), row('c', 0)]), ['1 a 0', '1 b 0', '1 c 0']);
  assert.equal(rankRows([]), []);
});

ranking('totals equal but for rounding (three thirds of 100 against 100) tie', () => {
  const third = 100 / 3;
  assert.equal(ranks([row('thirds', third, third, third), row('whole', 100, 0, 0)]), ['1 thirds 100', '1 whole 100']);
});

ranking('a row holds its rank first, then contestant, total and cells', () => {
  assert.equal(Object.keys(rankRows([row('a', 1)])[0]), ['rank', 'contestant', 'total', 'cells']);
});

const names = suite('byName');

names('as English sorts names, numbers by value; code points break the rest', () => {
  assert.equal(['team10', 'Team1', 'team2', 'bob', 'Alice', 'alice'].sort(byName), [
    'alice',
    'Alice',
    'bob',
    'Team1',
    'team2',
    'team10',
  ]);
});

ranking.run();
names.run();
