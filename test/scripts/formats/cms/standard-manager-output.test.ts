// A verdict as CMS's standard manager output (scripts/formats/cms/standard-manager-output.ts), held to how the kit's
// own reading of a CMS checker (judge/run/run-checker.ts, cmsOutcome, which follows trusted.py) takes it back.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cmsOutcome } from '../../../../judge/run/run-checker.ts';
import type { CheckResult } from '../../../../problems/_authoring/index.ts';
import { cmsMessage, standardManagerOutput } from '../../../../scripts/formats/cms/standard-manager-output.ts';
import { HOSTILE_STRINGS } from '../../../helpers/hostile-text.ts';

/** Whether a message holds what trusted.py's _sanitize_message refuses ([\x00-\x08\x0a-\x1f\x7f-\xbf]). */
const refusedByCms = (text: string) =>
  [...text].some((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code <= 0x08 || (code >= 0x0a && code <= 0x1f) || (code >= 0x7f && code <= 0xbf);
  });

const output = suite('standardManagerOutput');
output('accepted is 1 and CMS\'s own "success"; wrong is 0 with its reason; partial credit is its fraction', () => {
  assert.equal(standardManagerOutput({ accepted: true }, false), { stdout: '1\n', stderr: 'translate:success\n' });
  assert.equal(standardManagerOutput({ accepted: false, reason: 'line 2: expected "1", got "0"' }, false), {
    stdout: '0\n',
    stderr: 'line 2: expected "1", got "0"\n',
  });
  assert.equal(standardManagerOutput({ accepted: true, score: 0.25 }, false), {
    stdout: '0.25\n',
    stderr: 'translate:partial\n',
  });
  assert.equal(standardManagerOutput({ accepted: false, reason: 'close', score: 0.5 }, false).stdout, '0.5\n');
  // Held to [0, 1], as the kit holds a checker's score.
  assert.equal(
    [1.5, -2].map((score) => standardManagerOutput({ accepted: true, score }, false).stdout),
    ['1\n', '0\n'],
  );
});
output('pass-fail outcomes: anything short of a full score is 0, as an all-or-nothing group counts it', () => {
  assert.is(standardManagerOutput({ accepted: true, score: 0.99 }, true).stdout, '0\n');
  assert.is(standardManagerOutput({ accepted: false, reason: 'x', score: 0.5 }, true).stdout, '0\n');
  assert.is(standardManagerOutput({ accepted: true }, true).stdout, '1\n');
});
output('a verdict in points is refused: CMS tells a checker no share to make them a fraction of', () => {
  assert.throws(() => standardManagerOutput({ accepted: true, points: 3 }, false), /gives points \(3\)/);
});
output(
  'read back as the kit reads a CMS checker, any verdict scores the same; no message holds what CMS refuses',
  () => {
    const verdicts: CheckResult[] = [
      { accepted: true },
      { accepted: true, score: 0.5 },
      { accepted: false, reason: 'wrong' },
      { accepted: false, reason: 'close', score: 0.75 },
      ...HOSTILE_STRINGS.filter((s) => s.trim() !== '').map((reason): CheckResult => ({ accepted: false, reason })),
    ];
    for (const verdict of verdicts) {
      const { stdout, stderr } = standardManagerOutput(verdict, false);
      assert.not.ok(refusedByCms(stderr.slice(0, -1)), JSON.stringify(stderr).slice(0, 60));
      const read = cmsOutcome(0, stdout, stderr);
      assert.ok('verdict' in read);
      if (!('verdict' in read)) return;
      // The test's score as the kit counts it (testScore): the fraction, else 1 accepted and 0 not.
      const scoreOf = (v: CheckResult) => v.score ?? (v.accepted ? 1 : 0);
      assert.is(scoreOf(read.verdict), scoreOf(verdict));
      // (The kit's reading trims as JavaScript does, a byte order mark too.)
      if (!verdict.accepted) assert.is((read.verdict as { reason: string }).reason, cmsMessage(verdict.reason).trim());
    }
  },
);
output('a message keeps what CMS takes and writes the rest as \\xNN', () => {
  assert.is(cmsMessage('tab\tok, ümlaut ok; nl\nno, ½ no, % ok'), 'tab\tok, ümlaut ok; nl\\x0ano, \\xbd no, % ok');
});
output.run();
