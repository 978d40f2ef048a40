// A verdict of the kit (a checker's or a jury's CheckResult) as CMS reads a checker's or a manager's result, its
// "standard manager output" (cms/grading/steps/trusted.py): the outcome, a number, on stdout's first line; a message on
// stderr's first line, with no character CMS refuses there. Pure.
import type { CheckResult } from '../../../problems/_authoring/index.ts';

/**
 * What trusted.py's _sanitize_message refuses in a message (it then fails the evaluation): the C0 controls but tab,
 * DEL, and U+0080 to U+00BF.
 */
const refused = (code: number) => code <= 0x08 || (code >= 0x0a && code <= 0x1f) || (code >= 0x7f && code <= 0xbf);

/** A message CMS takes: what it refuses written as \xNN, so that it stays one line and readable. */
export const cmsMessage = (text: string): string =>
  [...text].map((c) => (refused(c.charCodeAt(0)) ? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c)).join('');

/**
 * The outcome and message for a verdict: the outcome as the kit scores the test (testScore: the checker's score held
 * to [0, 1], else 1 accepted and 0 not), or with `passFail` 1 for a full score and 0 for anything less, as the kit's
 * all-or-nothing groups count it. The message is CMS's own where it has one ("translate:success", "translate:partial",
 * "translate:wrong"), else the reason. A verdict in points (testlib's quitp) has no outcome without the test's share
 * of its group, which CMS does not tell a checker: an Error.
 */
export function standardManagerOutput(verdict: CheckResult, passFail: boolean): { stdout: string; stderr: string } {
  if (verdict.points !== undefined)
    throw new Error(
      `the verdict gives points (${verdict.points}), which CMS cannot take: its outcome is a fraction of the test's score`,
    );
  // Held to [0, 1], as the kit's verdict takes a checker's score (judge/verdict/verdict.ts).
  const score = Math.max(0, Math.min(1, verdict.score ?? (verdict.accepted ? 1 : 0)));
  const outcome = passFail ? (score === 1 ? 1 : 0) : score;
  const reason = verdict.accepted ? '' : cmsMessage(verdict.reason);
  const message =
    outcome >= 1 ? 'translate:success' : reason !== '' ? reason : outcome > 0 ? 'translate:partial' : 'translate:wrong';
  return { stdout: `${outcome}\n`, stderr: `${message}\n` };
}
