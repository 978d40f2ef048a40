// The 2025-09 format's `constants:` in problem.yaml, and their substitution: every `{{name}}` or `{{name.variant}}`
// in a package's validators, submissions, test_group.yaml and Markdown statement is replaced by the constant's
// text as problem.yaml writes it; test data and problem.yaml itself are never touched (the spec's rule).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, parseDocument } from 'yaml';
import { UserError } from '../../../judge/base/index.ts';

/** Each constant's text by `name` and by `name.variant`; `name` is `name.value`. */
export type Constants = ReadonlyMap<string, string>;

const NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const SEQUENCE = /\{\{([a-zA-Z_][a-zA-Z0-9_]*(?:\.[a-zA-Z_][a-zA-Z0-9_]*)?)\}\}/g;

/**
 * problem.yaml's constants. A number keeps the spelling problem.yaml gives it (`1e-6` stays `1e-6`, as a validator's
 * source needs it); a malformed entry is a UserError naming the field.
 */
export function readConstants(yamlText: string, shown: string): Constants {
  const doc = parseDocument(yamlText);
  const constants = new Map<string, string>();
  const root = doc.contents;
  if (!isMap(root)) return constants;
  const node = root.get('constants', true);
  if (node === undefined || node === null || (isScalar(node) && node.value === null)) return constants;
  /** The file, the line of a node (where the parser kept it) and the field, for an error. */
  const where = (path: string, at: unknown) => {
    const range = (at as { range?: [number, number, number] } | null | undefined)?.range;
    const line = range ? yamlText.slice(0, range[0]).split('\n').length : null;
    return `${shown}${line ? `:${line}` : ''}: field "${path}"`;
  };
  if (!isMap(node)) throw new UserError(`${where('constants', node)} must be a map of names to values`);
  const text = (value: unknown, path: string): string => {
    if (!isScalar(value) || value.value === null || typeof value.value === 'boolean' || typeof value.value === 'object')
      throw new UserError(`${where(path, value)} must be an integer, a float or a string`);
    if (typeof value.value === 'number' && value.range) return yamlText.slice(value.range[0], value.range[1]).trim();
    return String(value.value);
  };
  for (const pair of node.items) {
    const name = String(isScalar(pair.key) ? pair.key.value : pair.key);
    if (!NAME.test(name))
      throw new UserError(`${where(`constants.${name}`, pair.key)}: a name must match [a-zA-Z_][a-zA-Z0-9_]*`);
    if (!isMap(pair.value)) {
      constants.set(name, text(pair.value, `constants.${name}`));
      continue;
    }
    if (!pair.value.has('value'))
      throw new UserError(`${where(`constants.${name}`, pair.value)} is a map without the required key "value"`);
    for (const variant of pair.value.items) {
      const key = String(isScalar(variant.key) ? variant.key.value : variant.key);
      if (!NAME.test(key))
        throw new UserError(
          `${where(`constants.${name}.${key}`, variant.key)}: a variant must match [a-zA-Z_][a-zA-Z0-9_]*`,
        );
      constants.set(`${name}.${key}`, text(variant.value, `constants.${name}.${key}`));
    }
    constants.set(name, constants.get(`${name}.value`) as string);
  }
  return constants;
}

/** `text` with its constant sequences replaced; a sequence naming no constant stays as written and is listed. */
export function substituteConstants(text: string, constants: Constants): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const replaced = text.replace(SEQUENCE, (sequence, name: string) => {
    const value = constants.get(name);
    if (value === undefined) unknown.push(sequence);
    return value ?? sequence;
  });
  return { text: replaced, unknown };
}

/** A constant sequence that names no constant: where it is (the file as given, a line from 1) and what it says. */
export interface UnknownConstant {
  file: string;
  line: number;
  sequence: string;
}

/** Substitutes in place every text file under `path` (a file or a folder); files that are not UTF-8 are left. */
export function substituteFiles(path: string, constants: Constants): UnknownConstant[] {
  const unknown: UnknownConstant[] = [];
  const visit = (file: string) => {
    if (statSync(file).isDirectory()) {
      for (const entry of readdirSync(file)) visit(join(file, entry));
      return;
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(file));
    } catch {
      return;
    }
    const lines = text.split('\n');
    let changed = false;
    for (let i = 0; i < lines.length; i++) {
      const done = substituteConstants(lines[i], constants);
      for (const sequence of done.unknown) unknown.push({ file, line: i + 1, sequence });
      if (done.text !== lines[i]) [lines[i], changed] = [done.text, true];
    }
    if (changed) writeFileSync(file, lines.join('\n'));
  };
  visit(path);
  return unknown;
}
