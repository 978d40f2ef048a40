// "parts", a Kattis 2025-09 scoring package written for the kit's tests: an all-or-nothing group, a sum group whose
// output validator argument halves its score (score_multiplier.txt), a min group requiring the sample and the first,
// and submissions whose submissions.yaml scores verify holds them to (off-on-two: 15; promised: 50-60, which it is not).
export const PARTS: Record<string, string> = {
  'problem.yaml': 'problem_format_version: 2025-09\ntype: scoring\nname: Parts\nlimits:\n  time_limit: 1\n',
  'statement/problem.en.md': '# Parts\n\nPrint n.\n',
  'data/sample/1.in': '1\n',
  'data/sample/1.ans': '1\n',
  'data/secret/g1/test_group.yaml': 'max_score: 20\n',
  'data/secret/g1/1.in': '2\n',
  'data/secret/g1/1.ans': '2\n',
  'data/secret/g2/test_group.yaml': 'max_score: 30\nscore_aggregation: sum\noutput_validator_args: [half]\n',
  'data/secret/g2/1.in': '3\n',
  'data/secret/g2/1.ans': '3\n',
  'data/secret/g2/2.in': '4\n',
  'data/secret/g2/2.ans': '4\n',
  'data/secret/g3/test_group.yaml': 'max_score: 50\nscore_aggregation: min\nrequire_pass: [sample, secret/g1]\n',
  'data/secret/g3/1.in': '5\n',
  'data/secret/g3/1.ans': '5\n',
  'input_validators/any.js': 'process.exit(42);\n',
  // Accepts the answer itself; with the argument "half", for half the test's score.
  'output_validator/validate.js': `const { readFileSync, writeFileSync } = require('node:fs');
const [, answer, feedback, ...args] = process.argv.slice(2);
if (readFileSync(0, 'utf8').trim() !== readFileSync(answer, 'utf8').trim()) process.exit(43);
if (args.includes('half')) writeFileSync(feedback + 'score_multiplier.txt', '0.5\\n');
process.exit(42);
`,
  'submissions/accepted/echo.js': "console.log(require('fs').readFileSync(0, 'utf8').trim());\n",
  'submissions/wrong_answer/off-on-two.js':
    "const n = Number(require('fs').readFileSync(0, 'utf8'));\nconsole.log(n === 2 ? 3 : n);\n",
  'submissions/wrong_answer/promised.js':
    "const n = Number(require('fs').readFileSync(0, 'utf8'));\nconsole.log(n === 2 ? 3 : n);\n",
  'submissions/submissions.yaml':
    'wrong_answer/off-on-two.js:\n  score: 15\nwrong_answer/promised*:\n  score: [50, 60]\n  permitted: [AC, WA]\n',
  'static_validator/check.py': 'print("no")\n',
};
