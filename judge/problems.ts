// Loads a problem's machine-readable facts from problems/<id>/problem.json, checking every field.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../kit/errors.ts';

export interface PasteForm {
  /** Name of the global function the judge calls, e.g. catMouseGame. */
  functionName: string;
  /** How the function's argument becomes solve's input: json-line passes JSON.stringify(arg) as one line. */
  argument: 'json-line';
  /** How solve's output becomes the return value: number parses its first line. */
  returns: 'number';
}

export interface Problem {
  id: string;
  title: string;
  judge: string;
  timeLimitMs: number;
  /**
   * Wall-clock cap: stops a process that waits or sleeps without using CPU. Defaults to twice the time limit plus
   * one second, so that a solution within its CPU limit is not stopped when a busy machine gives it half a core.
   */
  wallLimitMs: number;
  memoryLimitMb: number;
  outputLimitMb: number;
  /** esbuild target naming the Node.js version the problem's judge runs, e.g. node12. */
  bundleTarget: string;
  pasteForm?: PasteForm;
}

export function problemFile(root: string, id: string): string {
  return join(root, 'problems', id, 'problem.json');
}

/** Ids of every problem folder under problems/ that has a problem.json, sorted. */
export function listProblemIds(root: string): string[] {
  const dir = join(root, 'problems');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(problemFile(root, entry.name)))
    .map((entry) => entry.name)
    .sort();
}

export function defaultWallLimitMs(timeLimitMs: number): number {
  return 2 * timeLimitMs + 1000;
}

export function loadProblem(root: string, id: string): Problem {
  const file = problemFile(root, id);
  if (!existsSync(file)) {
    const known = listProblemIds(root);
    throw new UserError(`unknown problem id '${id}' (no ${file}); known ids: ${known.join(', ') || 'none'}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UserError(`${file}: not valid JSON: ${(error as Error).message}`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new UserError(`${file}: expected a JSON object`);
  const fields = raw as Record<string, unknown>;
  const text = (name: string): string => {
    const value = fields[name];
    if (typeof value !== 'string' || value === '') throw new UserError(`${file}: field "${name}" must be a non-empty string`);
    return value;
  };
  const positive = (name: string): number => {
    const value = fields[name];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new UserError(`${file}: field "${name}" must be a positive number, got ${JSON.stringify(value)}`);
    }
    return value;
  };
  if (fields.id !== id) throw new UserError(`${file}: field "id" must be "${id}", the folder's name, got ${JSON.stringify(fields.id)}`);
  const problem: Problem = {
    id,
    title: text('title'),
    judge: text('judge'),
    timeLimitMs: positive('timeLimitMs'),
    wallLimitMs: fields.wallLimitMs === undefined ? defaultWallLimitMs(positive('timeLimitMs')) : positive('wallLimitMs'),
    memoryLimitMb: positive('memoryLimitMb'),
    outputLimitMb: positive('outputLimitMb'),
    bundleTarget: text('bundleTarget'),
  };
  if (!/^node\d+$/.test(problem.bundleTarget)) {
    throw new UserError(`${file}: field "bundleTarget" must look like node12 (an esbuild target), got "${problem.bundleTarget}"`);
  }
  if (fields.pasteForm !== undefined) problem.pasteForm = readPasteForm(file, fields.pasteForm);
  return problem;
}

function readPasteForm(file: string, value: unknown): PasteForm {
  const form = (value ?? {}) as Record<string, unknown>;
  if (typeof form.functionName !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(form.functionName)) {
    throw new UserError(`${file}: field "pasteForm.functionName" must be a JavaScript identifier`);
  }
  if (form.argument !== 'json-line') throw new UserError(`${file}: field "pasteForm.argument" must be "json-line"`);
  if (form.returns !== 'number') throw new UserError(`${file}: field "pasteForm.returns" must be "number"`);
  return { functionName: form.functionName, argument: 'json-line', returns: 'number' };
}
