// What the Kattis problem package format fixes, for the export and the import: names, versions, and kit.json's shape.
import type { OutputComparison } from '../../../problems/_authoring/index.ts';
/** A package folder's name, its short name (problemtools refuses any other). */
export const KATTIS_SHORT_NAME = /^[a-z0-9]+$/;

/** A file or folder name the format allows; others are ignored by judges and said by the import. */
export const KATTIS_FILE_NAME = /^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$/;

/**
 * The kit's own settings that problem.yaml cannot hold, written by the export beside it and read back by the import:
 * resident memory (problem.yaml asks problemtools for address space), the built-in comparison (Kattis's default
 * validator has no line-by-line mode) and which accepted submission is the problem's solution. Each is taken back
 * only while the package still says what the export wrote beside it (`written`); an edited package speaks for itself.
 */
export const KIT_SETTINGS_FILE = 'kit.json';
/**
 * Where the kit's export keeps a problem's invalid inputs in a legacy package: its data/ may hold sample and secret only
 * (problemtools refuses any other folder there), so they lie beside kit.json; a 2025-09 package has data/invalid_input/.
 */
export const INVALID_IN_KIT = 'kit/invalid_input';

export interface KitSettings {
  about: string;
  /** The problem's id in the kit. */
  id: string;
  limits: { timeMs: number; memoryMb: number; outputMb: number };
  /** The comparison where there is no checker or jury; null where the package has an output validator. */
  compare: OutputComparison | null;
  /** The accepted solution's path in the package (submissions/accepted/<id>.js). */
  accepted: string;
  /** What the export wrote for problemtools: problem.yaml's memory and output, .timelimit, validator_flags. */
  written: { memory: number; output: number; timelimit: number; validatorFlags: string };
}

/**
 * The versions of the format the export writes, each as its readers take it: legacy (problemtools and DOMjudge),
 * 2023-07 (problemtools' `2023-07-draft`: problem.yaml of the newer kind, test data graded by testdata.yaml as in
 * legacy) and 2025-09 (BAPCtools; test_group.yaml with max_score, score_aggregation and require_pass).
 */
export const KATTIS_FORMATS = ['legacy', '2023-07', '2025-09'] as const;
export type KattisFormat = (typeof KATTIS_FORMATS)[number];

/** problem.yaml's problem_format_version for each: problemtools spells 2023-07 as its draft (formatversion.py). */
export const FORMAT_VERSION: Record<KattisFormat, string> = {
  legacy: 'legacy',
  '2023-07': '2023-07-draft',
  '2025-09': '2025-09',
};
