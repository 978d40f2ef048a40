// These engines as the live page's server asks for them (judge/page's TestdataEngines): add-case's checks and saving,
// the invocation matrix, each of the page's input said to come from "the page". Given by whoever serves the page, since
// judge/ may not import scripts/.
import { relative } from 'node:path';
import type { TestdataEngines } from '../../judge/page/index.ts';
import { invocationMatrix } from './matrix.ts';
import { answerInput, saveCase } from './save-case.ts';

const SOURCE = 'the page';

export const testdataEngines: TestdataEngines = {
  answer: (root, problem, input) => answerInput(root, problem, input, SOURCE),
  async addCase(root, problem, input, name, save) {
    const saved = await saveCase({ root, id: problem, input, name, source: SOURCE, dryRun: !save });
    const { answer, confirmedBy, confirmed, unconfirmed } = saved;
    return { answer, confirmedBy, confirmed, unconfirmed, file: save ? relative(root, saved.inFile) : null };
  },
  matrix: (root, problem, signal) => invocationMatrix(root, problem, undefined, signal),
};
