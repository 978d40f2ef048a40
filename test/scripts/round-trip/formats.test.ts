// The matrix's columns come from the formats' one list: a column per version of each format that writes, the flag
// alone for one without versions, and a line for each format read but never written.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FORMATS, type PackageFormat } from '../../../scripts/formats/index.ts';
import { importOnly, roundTripFormats } from '../../../scripts/round-trip/formats.ts';

const columns = suite('roundTripFormats');
columns("the kit's formats: Kattis's three versions, CMS by its flag; TPS, Polygon and Hydro a line each", () => {
  assert.equal(
    roundTripFormats(FORMATS).map((f) => [f.name, f.version]),
    [
      ['kattis legacy', 'legacy'],
      ['kattis 2023-07', '2023-07'],
      ['kattis 2025-09', '2025-09'],
      ['cms', undefined],
    ],
  );
  assert.equal(importOnly(FORMATS), [
    'TPS task: read by npm run import, written by no export, so no round trip goes through it',
    'Polygon package: read by npm run import, written by no export, so no round trip goes through it',
    'Hydro problem export: read by npm run import, written by no export, so no round trip goes through it',
  ]);
});

columns('a format that gains an export gains its column, named by its flag where it writes one version', () => {
  const [kattis] = FORMATS.filter((f) => f.export?.flag === 'kattis');
  const single: PackageFormat = {
    name: 'Some task',
    recognises: () => false,
    read: kattis.read,
    export: { flag: 'some', help: 'write DIR', write: async () => null },
  };
  assert.equal(
    roundTripFormats([single, kattis]).map((f) => f.name),
    ['some', 'kattis legacy', 'kattis 2023-07', 'kattis 2025-09'],
  );
  assert.equal(importOnly([single, kattis]), []);
});

columns.run();
