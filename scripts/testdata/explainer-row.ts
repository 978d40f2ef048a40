// verify's row of a problem's explainer (solutions/explain/<id>.ts): on every test, the answer each of its cases
// explains must be the test's answer on that line. An explainer that disagrees shows a wrong "why" under every WA
// the judge reports, so it is the problem's fault, named with the test and the line.
import { relative } from 'node:path';
import { readTestText } from '../../judge/base/index.ts';
import { explainerFile, loadExplainer, loadSuite, type Problem } from '../../judge/registry/index.ts';
import type { ProgramTestsRow } from './program-tests.ts';

/** The answer lines of a test, as the explainer answers them: trimmed, empty lines left out. */
const answerLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The explainer's answers against every test's; null where the problem has no explainer, or its answers are not
 * one right answer a line (an interactive problem, a checker).
 */
export async function explainerRow(root: string, problem: Problem): Promise<ProgramTestsRow | null> {
  if (problem.interaction || problem.checker || problem.checkerProgram) return null;
  const explain = await loadExplainer(root, problem.id);
  if (!explain) return null;
  const file = relative(root, explainerFile(root, problem.id));
  const suite = loadSuite(root, problem.id);
  let cases = 0;
  for (const test of suite.tests) {
    const [input, answer] = [readTestText(test.input), readTestText(test.answer)];
    // An unreadable file is the inputs' row's to name.
    if ('error' in input || 'error' in answer) continue;
    const expected = answerLines(answer.text);
    let explained: { answer: string }[];
    try {
      explained = explain(input.text);
    } catch (error) {
      const said = `${file} threw on ${test.group}/${test.name}: ${(error as Error).message.split('\n')[0]}`;
      return { label: '(the explainer)', ok: false, said, fault: `${said} (fix the explainer)` };
    }
    for (const [k, explanation] of explained.entries()) {
      cases++;
      if (explanation.answer.trim() === expected[k]) continue;
      const said = `${file} explains ${JSON.stringify(explanation.answer.trim())} on ${test.group}/${test.name} line ${k + 1}, whose answer is ${JSON.stringify(expected[k] ?? '(none)')}`;
      return {
        label: '(the explainer)',
        ok: false,
        said,
        fault: `${said}: every WA on such a case would show a wrong "why" (fix the explainer: npm run explain -- ${problem.id} ${relative(root, test.input)})`,
      };
    }
  }
  return {
    label: '(the explainer)',
    ok: true,
    said: `agrees with every answer: ${cases} cases of ${suite.tests.length} tests`,
  };
}
