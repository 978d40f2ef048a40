// A TPS task's JSON file (problem.json, subtasks.json, solutions.json) read with the line of every value, so that a
// bad field is named at its line; a file that is not JSON is refused at the line where it stops being JSON. A key
// given twice keeps its last value, as Python's json module (TPS's scripts) reads it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../../../judge/base/index.ts';

/** A path into a JSON value: keys of objects, indices of arrays. */
export type JsonPath = readonly (string | number)[];

export interface JsonFile {
  /** The file as messages name it: "problem.json". */
  shown: string;
  value: unknown;
  /** The line a value starts on (an object's member: its key's line); 1 where the path is not in the file. */
  lineOf: (path: JsonPath) => number;
  /** "problem.json:3: field "time_limit"": where a message about a field begins. */
  at: (path: JsonPath) => string;
}

/** `name` in the package `pkg`, read; a UserError where it is missing or not JSON. */
export function readJsonFile(pkg: string, name: string): JsonFile {
  let text: string;
  try {
    text = readFileSync(join(pkg, name), 'utf8');
  } catch {
    throw new UserError(`${name}: not in the package (a TPS task has problem.json, subtasks.json and solutions.json)`);
  }
  return parseJson(text, name);
}

/** JSON `text` parsed, the line of each value kept; `shown` names it in messages. */
export function parseJson(text: string, shown: string): JsonFile {
  const lines = new Map<string, number>();
  const keyOf = (path: JsonPath) => JSON.stringify(path);
  let at = 0;
  let line = 1;
  const fail = (what: string): never => {
    const found = at < text.length ? JSON.stringify(text[at]) : 'the end';
    throw new UserError(`${shown}:${line}: not JSON: expected ${what}, found ${found}`);
  };
  const blanks = () => {
    while (at < text.length && ' \t\r\n'.includes(text[at])) {
      if (text[at] === '\n') line++;
      at++;
    }
  };
  // A string or a number: its text cut out by the grammar's pattern, its value JSON.parse's.
  const token = (pattern: RegExp, what: string): unknown => {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) return fail(what);
    try {
      const parsed: unknown = JSON.parse(match[0]);
      at += match[0].length;
      return parsed;
    } catch {
      // A control character or an unknown escape inside the quotes.
      return fail(what);
    }
  };
  const STRING = /"(?:[^"\\]|\\.)*"/y;
  const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
  // An object's members or an array's items up to `close`, separated by commas, each read by `item`.
  const items = (close: string, item: () => void) => {
    at++;
    blanks();
    if (text[at] === close) {
      at++;
      return;
    }
    for (;;) {
      item();
      blanks();
      if (text[at] === ',') at++;
      else if (text[at] === close) {
        at++;
        return;
      } else fail(`"," or "${close}"`);
    }
  };
  const value = (path: JsonPath): unknown => {
    blanks();
    if (!lines.has(keyOf(path))) lines.set(keyOf(path), line);
    const c = text[at];
    if (c === '{') {
      const object: Record<string, unknown> = {};
      items('}', () => {
        blanks();
        const keyLine = line;
        const key = token(STRING, 'a key in quotes') as string;
        lines.set(keyOf([...path, key]), keyLine);
        blanks();
        if (text[at] !== ':') fail('":"');
        at++;
        // Defined, not assigned: a key "__proto__" is a member, as JSON.parse makes it, not the object's prototype.
        Object.defineProperty(object, key, {
          value: value([...path, key]),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      });
      return object;
    }
    if (c === '[') {
      const array: unknown[] = [];
      items(']', () => array.push(value([...path, array.length])));
      return array;
    }
    if (c === '"') return token(STRING, 'a string');
    for (const [word, meaning] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const)
      if (text.startsWith(word, at)) {
        at += word.length;
        return meaning;
      }
    return token(NUMBER, 'a value');
  };
  // A byte order mark, which Python's json module refuses too, is named rather than skipped.
  if (text.startsWith('\uFEFF')) throw new UserError(`${shown}:1: not JSON: it starts with a byte order mark`);
  const parsed = value([]);
  blanks();
  if (at < text.length) fail('the end of the file');
  const lineOf = (path: JsonPath) => lines.get(keyOf(path)) ?? 1;
  return {
    shown,
    value: parsed,
    lineOf,
    at: (path) => `${shown}:${lineOf(path)}: field "${path.join('.')}"`,
  };
}
