// Which round a contest folder holds: source/ an OI round, submissions/ or submissions.csv an ICPC one; both refused
// unless --round says which; neither refused naming both layouts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { UsageError } from '../../../judge/base/index.ts';
import { roundKind } from '../../../scripts/contest/index.ts';
import { writeFiles } from '../../helpers/fixture-root.ts';
import { assertRefusals } from '../../helpers/user-errors.ts';

let dir = '';
const kind = suite('roundKind');
kind.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'round-kind-'));
});
kind.after.each(() => rmSync(dir, { recursive: true, force: true }));

kind('told by what the folder holds; --round decides where it holds both', () => {
  writeFiles(dir, { 'oi/source/a/sum.cpp': '', 'tree/submissions/t/sum/1-a.cpp': '', 'csv/submissions.csv': '' });
  assert.equal(
    ['oi', 'tree', 'csv'].map((d) => roundKind(join(dir, d), undefined)),
    ['oi', 'icpc', 'icpc'],
  );
  writeFiles(dir, { 'oi/submissions.csv': '' });
  assert.equal([roundKind(join(dir, 'oi'), 'oi'), roundKind(join(dir, 'oi'), 'icpc')], ['oi', 'icpc']);
  assert.throws(
    () => roundKind(dir, 'ioi'),
    (e: Error) => e instanceof UsageError && /--round takes oi or icpc/.test(e.message),
  );
});

kind('both without --round, or neither: refused in one line naming the folder', () => {
  writeFiles(dir, { 'both/source/a/sum.cpp': '', 'both/submissions/t/sum/1-a.cpp': '' });
  assertRefusals(
    [
      [
        join(dir, 'both'),
        `${join(dir, 'both')}: holds both source/ (an OI round) and an ICPC round's submissions: say which with --round oi or --round icpc`,
      ],
      [
        dir,
        `${dir}: holds neither source/<contestant>/<problem>.<ext> (an OI round, LemonLime's layout) nor submissions/<team>/<problem>/<minute>-<name>.<ext> or submissions.csv (an ICPC round)`,
      ],
    ],
    (d) => roundKind(d, undefined),
  );
});

kind.run();
