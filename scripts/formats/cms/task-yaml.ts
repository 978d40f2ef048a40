// A CMS task's task.yaml as CMS's italy_yaml loader reads it (cmscontrib/loaders/italy_yaml.py): its names, limits,
// tests, public tests, files, tokens and score type. Every string goes through yamlScalar and every number through
// yamlNumber, so a title or file name from an imported package reads back as itself and adds no key. Pure.
import { yamlNumber, yamlScalar } from '../yaml-scalar.ts';
import type { CmsScoreType } from './score-type.ts';

/** A CMS task name (cms/db/types.py's Codename: the loader's task name and the submission's file name). */
export const CMS_TASK_NAME = /^[A-Za-z0-9_-]+$/;

export interface TaskYaml {
  name: string;
  title: string;
  timeMs: number;
  memoryMb: number;
  tests: number;
  /** Indices of the tests whose results contestants see (the samples). */
  publicTests: number[];
  /**
   * The files the solution reads and writes; standard input and output where absent. The kit's file names (registry's
   * FILE_NAME) are ones CMS takes (cms/db/types.py's Filename: letters, digits, '_', '.' and '-').
   */
  files?: { input?: string; output?: string };
  score: CmsScoreType;
}

/** task.yaml's text. */
export function taskYaml(task: TaskYaml): string {
  const { score } = task;
  // Written in full, score_type, score_type_parameters and n_input override what gen/GEN would give (the loader's
  // "Override score_type if explicitly specified"); JSON flow style is YAML, with every number as yamlNumber writes it.
  const parameters =
    score.scoreType === 'Sum'
      ? yamlNumber(score.parameters)
      : `[${score.parameters.map(([points, tests]) => `[${yamlNumber(points)}, ${yamlScalar(tests)}]`).join(', ')}]`;
  return [
    "# Written by `npm run export` from a problem of the kit: a task in the format of CMS's italy_yaml loader.",
    `name: ${yamlScalar(task.name)}`,
    `title: ${yamlScalar(task.title)}`,
    // The statement is statement/statement.pdf, in this language.
    'primary_language: en',
    `time_limit: ${yamlNumber(task.timeMs / 1000)}`,
    // MiB, as the format has it.
    `memory_limit: ${yamlNumber(Math.ceil(task.memoryMb))}`,
    `n_input: ${task.tests}`,
    `public_testcases: ${yamlScalar(task.publicTests.join(','))}`,
    // Empty: standard input and output (absent, the loader's default would be input.txt and output.txt).
    `infile: ${yamlScalar(task.files?.input ?? '')}`,
    `outfile: ${yamlScalar(task.files?.output ?? '')}`,
    'token_mode: disabled',
    `score_type: ${score.scoreType}`,
    `score_type_parameters: ${parameters}`,
    '',
  ].join('\n');
}
