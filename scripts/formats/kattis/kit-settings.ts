// Reads kit.json, the settings the kit's export writes beside problem.yaml (package-format.ts's KitSettings), so
// that a problem exported and imported again keeps its resident-memory limit, its comparison and its accepted
// solution. Each setting is taken only while the package still holds what the export wrote for problemtools.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../../../judge/base/index.ts';
import { checkComparison } from '../../../judge/registry/index.ts';
import type { OutputComparison } from '../../../problems/_authoring/index.ts';
import { KIT_SETTINGS_FILE, type KitSettings } from './package-format.ts';

/** What the package holds now, to compare with what the export wrote. */
export interface PackageNow {
  memory: number;
  output: number;
  /** The seconds the export wrote: .timelimit's (legacy), problem.yaml's time_limit (2025-09); null where none. */
  timelimit: number | null;
  validatorFlags: string;
  /** An output validator (checker or jury) is in the package. */
  custom: boolean;
}

export interface KitTaken {
  limits: KitSettings['limits'] | null;
  compare: OutputComparison | null;
  accepted: string | null;
  /** One line each: the limits taken from kit.json, or what was not taken and why. */
  said: string[];
}

/** kit.json's settings where the package still agrees with them; null where the package has no kit.json. */
export function readKitSettings(pkg: string, now: PackageNow): KitTaken | null {
  const file = join(pkg, KIT_SETTINGS_FILE);
  if (!existsSync(file)) return null;
  const kit = parseSettings(readFileSync(file, 'utf8'));
  const said: string[] = [];
  const { written } = kit;
  const sameLimits =
    now.memory === written.memory && now.output === written.output && now.timelimit === written.timelimit;
  if (sameLimits)
    said.push(
      `limits from ${KIT_SETTINGS_FILE} (the kit's export of ${kit.id}): ${kit.limits.memoryMb} MB of resident memory; problem.yaml's ${now.memory} MB is the address space problemtools needs to start Node.js`,
    );
  else
    said.push(
      `${KIT_SETTINGS_FILE}: its limits are not taken, since problem.yaml or .timelimit changed after the export`,
    );
  const sameCompare = kit.compare !== null && !now.custom && now.validatorFlags === written.validatorFlags;
  if (!sameCompare && kit.compare !== null)
    said.push(
      `${KIT_SETTINGS_FILE}: its comparison is not taken, since the package's validation changed after the export`,
    );
  return {
    limits: sameLimits ? kit.limits : null,
    compare: sameCompare ? kit.compare : null,
    accepted: kit.accepted,
    said,
  };
}

/** kit.json checked field by field; a fault is one line naming the file and the field. */
function parseSettings(text: string): KitSettings {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UserError(`${KIT_SETTINGS_FILE}: not JSON: ${(error as Error).message}`);
  }
  const wrong = (field: string, message: string): never => {
    throw new UserError(`${KIT_SETTINGS_FILE}: field "${field}" ${message}`);
  };
  const fail = (field: string, want: string) => wrong(field, `must be ${want}`);
  const object = (v: unknown, field: string) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : fail(field, 'an object');
  const root = object(value, '(top)');
  const positive = (o: Record<string, unknown>, field: string, path: string) => {
    const v = o[field];
    return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fail(`${path}${field}`, 'a positive number');
  };
  const string = (v: unknown, field: string) => (typeof v === 'string' ? v : fail(field, 'a string'));
  const limits = object(root.limits, 'limits');
  const written = object(root.written, 'written');
  // The comparison is checked as problem.ts's is: it becomes problem.ts's.
  const compare = root.compare === null ? null : checkComparison(object(root.compare, 'compare'), wrong);
  return {
    about: typeof root.about === 'string' ? root.about : '',
    id: string(root.id, 'id'),
    limits: {
      timeMs: positive(limits, 'timeMs', 'limits.'),
      memoryMb: positive(limits, 'memoryMb', 'limits.'),
      outputMb: positive(limits, 'outputMb', 'limits.'),
    },
    compare,
    accepted: string(root.accepted, 'accepted'),
    written: {
      memory: positive(written, 'memory', 'written.'),
      output: positive(written, 'output', 'written.'),
      timelimit: positive(written, 'timelimit', 'written.'),
      validatorFlags: string(written.validatorFlags, 'written.validatorFlags'),
    },
  };
}
