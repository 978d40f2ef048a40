// What an export's lines name beforehand: each change by the line that names it, in the export's words, and an
// import's refusal counted foretold only where the export said the line that foretells it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { namedChanges, refusalNamed } from '../../../scripts/round-trip/named-changes.ts';

/** Lines as CMS's export says them, and two it says that name nothing. */
const SAID = [
  "input/, output/: 4 tests, input0.txt to input3.txt in the kit's order; 1 public (the samples)",
  "scoring: 4 groups as 7 GroupMin subtasks (a sum group's tests each a subtask of its own, worth its share)",
  'requires: CMS has no requirements between groups, so each of 1 requiring groups also holds the tests of the groups it requires: the same points while every outcome is 0 or 1',
  "not taken: the output limit (1 MB): a CMS task has none of its own (its workers' sandbox caps a file as their configuration says)",
  "not taken: the validator: CMS's loader takes none; the tests written are the kit's, each validated there",
];

const named = suite('namedChanges');
named('each change with the lines that name it, in the order said; a line that names nothing is not taken', () => {
  assert.equal(
    [...namedChanges(SAID)],
    [
      ['groups regrouped', [SAID[1], SAID[2]]],
      ['output limit', [SAID[3]]],
    ],
  );
  const passFail =
    'scoring: pass-fail, as one all-or-nothing group of every test worth 100 (GroupMin over outcomes of 0 or 1): 100 where the kit says AC on every test, else 0';
  assert.equal([...namedChanges([passFail])], [['pass-fail as points', [passFail]]]);
  // Said of something else, the same words name nothing: a line must open with them.
  assert.equal(
    [...namedChanges([`warning: ${SAID[3]}`, 'scoring: one sum over every test, each worth 10 points'])],
    [],
  );
});

named("an import's refusal foretold only by the export's Communication manager", () => {
  const manager =
    "check/manager: solutions/jury/duel.ts in CMS's Communication contract (one process, standard input and output), a Node.js program";
  const refusal =
    "check/manager: a Communication task (CMS runs this manager, which reads the input and talks with the submission over FIFOs, its outcome on stdout), which the kit's juries cannot run: nothing written";
  assert.ok(refusalNamed([...SAID, manager], refusal));
  assert.not.ok(refusalNamed(SAID, refusal), 'no manager written: the refusal is a difference');
  assert.not.ok(refusalNamed([manager], 'task.yaml:3: field "n_input" must be a whole number'));
  assert.equal([...namedChanges([manager])], [['import refuses', [manager]]]);
});

named.run();
