// What the Kattis problem package format fixes, for the export and the import: names, the folders of submissions/
// and the verdict each stands for, and YAML scalars written so that any YAML reader reads them back the same.
import type { Verdict } from '../../judge/verdict/index.ts';

/** A package folder's name, its short name (problemtools refuses any other). */
export const KATTIS_SHORT_NAME = /^[a-z0-9]+$/;

/** A file or folder name the format allows; others are ignored by judges and said by the import. */
export const KATTIS_FILE_NAME = /^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$/;

/** The folders of submissions/ and the verdict the kit must give each solution in them. */
export const SUBMISSION_FOLDERS = {
  accepted: 'accepted',
  wrong_answer: 'wrong_answer',
  time_limit_exceeded: 'time_limit_exceeded',
  run_time_error: 'run_time_error',
} as const;

export const FOLDER_VERDICT: Record<keyof typeof SUBMISSION_FOLDERS, Verdict> = {
  accepted: 'AC',
  wrong_answer: 'WA',
  time_limit_exceeded: 'TLE',
  run_time_error: 'RE',
};

/** A string as a YAML scalar: double-quoted JSON, which YAML 1.2 reads as the same string. */
export function yamlScalar(text: string): string {
  return JSON.stringify(text);
}
