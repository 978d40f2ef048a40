// A Polygon package's problem.xml read into what it says, element by element, each with the line it stands on: the
// names, statements, judging (file or standard I/O, run-count, the testsets with their limits, path patterns, tests
// and groups), the executables, and the assets (checker, interactor, validators, solutions), each with its own tests.
// An XML parser reads the file; what is malformed or missing is a UserError naming problem.xml, the line and the field.
import { readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { UserError } from '../../../judge/base/index.ts';

export const PROBLEM_XML = 'problem.xml';

/** A program's source as the package lists it: its path in the package and Polygon's type ("cpp.g++17"). */
export interface Source {
  path: string;
  type: string;
  line: number;
}

export interface XmlTest {
  /** 1-based, as the path patterns number the files. */
  index: number;
  method: 'manual' | 'generated';
  /** The generator's command line, for a generated test ("gen --n=10 3"). */
  cmd: string | null;
  /** A generator that writes several files names the one this test takes: the kit does not run those. */
  fromFile: string | null;
  sample: boolean;
  group: string | null;
  points: number | null;
  line: number;
}

export interface XmlGroup {
  name: string;
  points: number | null;
  pointsPolicy: 'complete-group' | 'each-test';
  feedbackPolicy: string | null;
  dependencies: string[];
  line: number;
}

export interface XmlTestset {
  name: string;
  timeMs: number;
  memoryBytes: number;
  inputPattern: string;
  answerPattern: string | null;
  tests: XmlTest[];
  groups: XmlGroup[];
  line: number;
}

export interface ProgramTests<T> {
  inputPattern: string;
  outputPattern: string | null;
  answerPattern: string | null;
  tests: T[];
}

export interface PolygonXml {
  shortName: string | null;
  names: { language: string; value: string }[];
  statements: { language: string; path: string; type: string }[];
  inputFile: string;
  outputFile: string;
  runCount: number;
  testsets: XmlTestset[];
  executables: Source[];
  checker: { name: string | null; type: string; source: Source; tests: ProgramTests<{ verdict: string }> } | null;
  interactor: { source: Source } | null;
  validators: { source: Source; tests: ProgramTests<{ verdict: string; group: string | null }> }[];
  solutions: { tag: string; source: Source }[];
}

/** problem.xml, read; a UserError naming its line and field where it is not XML or lacks what the kit needs. */
export function readProblemXml(file: string): PolygonXml {
  const fail = (line: number | null, field: string, message: string): never => {
    throw new UserError(`${PROBLEM_XML}${line ? `:${line}` : ''}: ${field}: ${message}`);
  };
  let root: Element;
  // The parser's own words for what is wrong (it wraps them in its error), and where it says they are.
  let said = '';
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        said = message;
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(readFileSync(file, 'utf8'), 'text/xml');
    root = doc.documentElement as Element;
  } catch (error) {
    const { locator, message } = error as { locator?: { lineNumber?: number }; message: string };
    return fail(locator?.lineNumber || null, 'not XML', said || message);
  }
  if (root.tagName !== 'problem') fail(lineOf(root), root.tagName, 'the root element must be <problem>');
  const judging = one(root, 'judging', fail);
  const testsets = all(judging, 'testset').map((el) => readTestset(el, fail));
  if (testsets.length === 0) fail(lineOf(judging), 'judging', 'holds no <testset>');
  const files = optional(root, 'files');
  const executables = files ? all(optional(files, 'executables'), 'executable').map((el) => source(el, fail)) : [];
  const assets = optional(root, 'assets');
  const checkerEl = optional(assets, 'checker');
  const interactorEl = optional(assets, 'interactor');
  return {
    shortName: root.getAttribute('short-name') || null,
    names: all(optional(root, 'names'), 'name').map((el) => ({
      language: el.getAttribute('language') ?? '',
      value: el.getAttribute('value') ?? '',
    })),
    statements: all(optional(root, 'statements'), 'statement').map((el) => ({
      language: el.getAttribute('language') ?? '',
      path: el.getAttribute('path') ?? '',
      type: el.getAttribute('type') ?? '',
    })),
    inputFile: judging.getAttribute('input-file') ?? '',
    outputFile: judging.getAttribute('output-file') ?? '',
    runCount: count(judging.getAttribute('run-count') || '1', lineOf(judging), 'judging run-count', fail),
    testsets,
    executables,
    checker: checkerEl
      ? {
          name: checkerEl.getAttribute('name') || null,
          type: checkerEl.getAttribute('type') || 'testlib',
          source: source(checkerEl, fail),
          tests: programTests(checkerEl, (el) => ({ verdict: el.getAttribute('verdict') ?? '' }), fail),
        }
      : null,
    interactor: interactorEl ? { source: source(interactorEl, fail) } : null,
    validators: all(optional(assets, 'validators'), 'validator').map((el) => ({
      source: source(el, fail),
      tests: programTests(
        el,
        (t) => ({ verdict: t.getAttribute('verdict') ?? '', group: t.getAttribute('group') || null }),
        fail,
      ),
    })),
    solutions: all(optional(assets, 'solutions'), 'solution').map((el) => ({
      tag: el.getAttribute('tag') ?? '',
      source: source(el, fail),
    })),
  };
}

type Fail = (line: number | null, field: string, message: string) => never;

const lineOf = (el: Element) => (el as Element & { lineNumber?: number }).lineNumber ?? null;

/** The element's child elements named `name`, in order; none where the element is absent. */
function all(el: Element | null, name: string): Element[] {
  if (el === null) return [];
  const found: Element[] = [];
  for (let node = el.firstChild; node !== null; node = node.nextSibling)
    if (node.nodeType === node.ELEMENT_NODE && (node as Element).tagName === name) found.push(node as Element);
  return found;
}

const optional = (el: Element | null, name: string): Element | null => all(el, name)[0] ?? null;

function one(el: Element, name: string, fail: Fail): Element {
  return optional(el, name) ?? fail(lineOf(el), `<${el.tagName}>`, `has no <${name}>`);
}

const text = (el: Element | null) => (el?.textContent ?? '').trim();

function count(value: string, line: number | null, field: string, fail: Fail): number {
  if (!/^\d+$/.test(value.trim())) fail(line, field, `must be a whole number, got ${JSON.stringify(value)}`);
  return Number(value.trim());
}

function points(el: Element, fail: Fail): number | null {
  const value = el.getAttribute('points');
  if (value === null || value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) fail(lineOf(el), `<${el.tagName}> points`, `must be a number, got "${value}"`);
  return n;
}

/** A program's <source> (the first, where an executable lists several). */
function source(el: Element, fail: Fail): Source {
  const found = optional(el, 'source') ?? fail(lineOf(el), `<${el.tagName}>`, 'has no <source path="..." type="...">');
  const path = found.getAttribute('path') || fail(lineOf(found), '<source> path', 'is missing');
  return {
    path: inside(path, lineOf(found), '<source> path', fail),
    type: found.getAttribute('type') ?? '',
    line: lineOf(found) ?? 0,
  };
}

function readTestset(el: Element, fail: Fail): XmlTestset {
  const name = el.getAttribute('name') || 'tests';
  const at = (field: string) => optional(el, field) ?? fail(lineOf(el), `testset "${name}"`, `has no <${field}>`);
  const timeEl = at('time-limit');
  const memoryEl = at('memory-limit');
  const timeMs = count(text(timeEl), lineOf(timeEl), `testset "${name}" time-limit`, fail);
  const memoryBytes = count(text(memoryEl), lineOf(memoryEl), `testset "${name}" memory-limit`, fail);
  const tests = all(optional(el, 'tests'), 'test').map((t, k): XmlTest => {
    const method = t.getAttribute('method') || 'manual';
    if (method !== 'manual' && method !== 'generated')
      fail(lineOf(t), 'test method', `must be "manual" or "generated", got "${method}"`);
    const cmd = t.getAttribute('cmd') || null;
    if (method === 'generated' && cmd === null) fail(lineOf(t), `test ${k + 1}`, 'is generated but names no cmd');
    return {
      index: k + 1,
      method: method as XmlTest['method'],
      cmd,
      fromFile: t.getAttribute('from-file') || null,
      sample: t.getAttribute('sample') === 'true',
      group: t.getAttribute('group') || null,
      points: points(t, fail),
      line: lineOf(t) ?? 0,
    };
  });
  const declared = optional(el, 'test-count');
  if (declared && count(text(declared), lineOf(declared), 'test-count', fail) !== tests.length)
    fail(
      lineOf(declared),
      `testset "${name}" test-count`,
      `says ${text(declared)}, but ${tests.length} tests are listed`,
    );
  const groups = all(optional(el, 'groups'), 'group').map((g): XmlGroup => {
    const policy = g.getAttribute('points-policy') || 'complete-group';
    if (policy !== 'complete-group' && policy !== 'each-test')
      fail(lineOf(g), 'group points-policy', `must be "complete-group" or "each-test", got "${policy}"`);
    return {
      name: g.getAttribute('name') || fail(lineOf(g), '<group> name', 'is missing'),
      points: points(g, fail),
      pointsPolicy: policy as XmlGroup['pointsPolicy'],
      feedbackPolicy: g.getAttribute('feedback-policy') || null,
      dependencies: all(optional(g, 'dependencies'), 'dependency').map(
        (d) => d.getAttribute('group') || fail(lineOf(d), '<dependency> group', 'is missing'),
      ),
      line: lineOf(g) ?? 0,
    };
  });
  return {
    name,
    timeMs,
    memoryBytes,
    inputPattern: inside(text(at('input-path-pattern')), lineOf(at('input-path-pattern')), 'input-path-pattern', fail),
    answerPattern: text(optional(el, 'answer-path-pattern')) || null,
    tests,
    groups,
    line: lineOf(el) ?? 0,
  };
}

/** A checker's or validator's own tests: their path patterns and one entry per <test>. */
function programTests<T>(el: Element, read: (test: Element) => T, fail: Fail): ProgramTests<T> {
  const set = optional(el, 'testset');
  const pattern = (name: string) => {
    const found = optional(set, name);
    return found ? inside(text(found), lineOf(found), name, fail) || null : null;
  };
  return {
    inputPattern: pattern('input-path-pattern') ?? '',
    outputPattern: pattern('output-path-pattern'),
    answerPattern: pattern('answer-path-pattern'),
    tests: all(optional(set, 'tests'), 'test').map(read),
  };
}

/** A path problem.xml names, which must lie inside the package: relative, and never through "..". */
function inside(path: string, line: number | null, field: string, fail: Fail): string {
  if (isAbsolute(path) || path.split(/[\\/]/).includes('..'))
    fail(line, field, `"${path}" must lie inside the package (a relative path, without "..")`);
  return path;
}

/** A path pattern with its number put in: "tests/%02d" and 3 give "tests/03" (printf's %d, %0Nd and %Nd). */
export function patternPath(pattern: string, index: number): string {
  return pattern.replace(/%(0?)(\d*)d/, (_, zero: string, width: string) =>
    String(index).padStart(Number(width || 0), zero ? '0' : ' '),
  );
}
