// Inputs a problem's validators must refuse, and how many of them they do. Two kinds:
// - made from the problem's samples by changes of any format's tokens: an integer made a letter, a decimal or a
//   number past 64 bits, the input emptied; and, where the problem says its layout is strict (problem.ts
//   `inputLayout: 'strict'`, as Kattis and testlib validators read), a blank at a line's end or start, two blanks, a
//   tab, CRLF, no final newline, an empty line. Each of these is invalid whatever the statement (a decimal, 10^30 and
//   the empty input where no test of the problem holds one such: see Seen): one accepted is a validator that lets a
//   broken test in.
// - kept by hand in testdata/<id>/invalid/, each named for the rule it breaks that no change of tokens reaches (a node
//   its own neighbour, a row holding LOL already): each must be refused too.
// Other changes are made as well (a count one off, the last line dropped or doubled, a token dropped, doubled or
// swapped, a leading zero, a negative number, zero): whether one breaks the format depends on the statement, so one
// that is accepted is listed to look at, not counted against the validator.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { invalidInputs, loadSuite, type Problem } from '../../judge/registry/index.ts';
import { checkInput } from '../../judge/validate/index.ts';
import type { ProgramTestsRow } from './program-tests.ts';

/** One input a validator should refuse, and the rule it breaks. */
export interface InvalidInput {
  /** Where it comes from: `invalid/<name>.in`, or the sample it was made from and the change (`sample/1: ...`). */
  name: string;
  input: string;
  rule: string;
  /** Invalid whatever the statement says (counted against the validator when accepted), or maybe valid. */
  certain: boolean;
}

/** How many samples the changes are made from: the first ones, in the suite's order. */
const SAMPLES_USED = 3;
const INTEGER = /^-?\d+$/;

/** A line split into its tokens and the blanks between them, so that a change keeps the rest byte for byte. */
function pieces(line: string): string[] {
  return line.split(/([ \t]+)/);
}

/**
 * Each integer of the input: a run of digits (with its minus sign) that no letter, digit, point or underscore
 * touches, whether blanks separate it (`3 1 2`) or punctuation does (`[[1,3],[0]]`); its line, offset and text.
 */
function integers(lines: string[]): { line: number; at: number; token: string }[] {
  return lines.flatMap((text, line) =>
    [...text.matchAll(/(?<![\w.+-])-?\d+(?![\w.])/g)].map((m) => ({ line, at: m.index, token: m[0] })),
  );
}

/** The input with one integer replaced by `by`. */
function withInteger(lines: string[], t: { line: number; at: number; token: string }, by: string, final: string) {
  const text = lines[t.line];
  return withLine(lines, t.line, text.slice(0, t.at) + by + text.slice(t.at + t.token.length), final);
}

/** The input with one line made `text`. */
function withLine(lines: string[], line: number, text: string, final: string): string {
  return [...lines.slice(0, line), text, ...lines.slice(line + 1)].join('\n') + final;
}

/** The input with one token of one line replaced (or removed, with its blank, for ''). */
function replaced(lines: string[], line: number, piece: number, by: string, final: string): string {
  const parts = pieces(lines[line]);
  if (by === '') parts.splice(piece === 0 ? 0 : piece - 1, 2);
  else parts[piece] = by;
  return withLine(lines, line, parts.join(''), final);
}

/** The first, a middle and the last of a list, each once. */
function spread<T>(list: T[]): T[] {
  return [...new Set([list[0], list[Math.floor(list.length / 2)], list[list.length - 1]])].filter(
    (x) => x !== undefined,
  );
}

/**
 * What the problem's own tests show of its numbers: whether any holds a decimal, or an integer of 19 digits or more,
 * and whether any input is empty. A change is certain only where the tests show no such thing: a problem whose data
 * holds 2.5 somewhere may take a real where a sample has 3, one with 30-digit numbers takes 10^30.
 */
export interface Seen {
  decimals: boolean;
  longIntegers: boolean;
  empty: boolean;
}

/** What `inputs` show (Seen). */
export function seenIn(inputs: Iterable<string>): Seen {
  const seen: Seen = { decimals: false, longIntegers: false, empty: false };
  for (const input of inputs) {
    if (input.trim() === '') seen.empty = true;
    if (/\d\.\d|\d[eE][-+]?\d/.test(input)) seen.decimals = true;
    if (/\d{19}/.test(input)) seen.longIntegers = true;
  }
  return seen;
}

const NOTHING_SEEN: Seen = { decimals: false, longIntegers: false, empty: false };

/** The invalid inputs made from one sample's text, certain as far as `seen` allows. */
export function changesOf(sample: string, label: string, strictLayout: boolean, seen = NOTHING_SEEN): InvalidInput[] {
  const final = sample.endsWith('\n') ? '\n' : '';
  const lines = (final ? sample.slice(0, -1) : sample).split('\n');
  const made: InvalidInput[] = [];
  const add = (change: string, input: string, rule: string, certain: boolean) => {
    if (input !== sample) made.push({ name: `${label}: ${change}`, input, rule, certain });
  };
  const at = (t: { line: number; token: string }) => `"${t.token}" on line ${t.line + 1}`;
  for (const t of spread(integers(lines))) {
    add(`${at(t)} made x`, withInteger(lines, t, 'x', final), 'a letter where an integer stands', true);
    add(
      `${at(t)} made ${t.token}.5`,
      withInteger(lines, t, `${t.token}.5`, final),
      'a decimal where an integer stands',
      !seen.decimals,
    );
    add(
      `${at(t)} made 10^30`,
      withInteger(lines, t, `1${'0'.repeat(30)}`, final),
      'an integer past 64 bits',
      !seen.longIntegers,
    );
    if (!t.token.startsWith('-'))
      add(`${at(t)} made 0${t.token}`, withInteger(lines, t, `0${t.token}`, final), 'a leading zero', false);
    if (t.token !== '0' && !t.token.startsWith('-'))
      add(`${at(t)} made -${t.token}`, withInteger(lines, t, `-${t.token}`, final), 'a negative number', false);
    if (t.token !== '0') add(`${at(t)} made 0`, withInteger(lines, t, '0', final), 'zero', false);
  }
  const first = pieces(lines[0] ?? '');
  if (lines.length > 1 && first.length === 1 && INTEGER.test(first[0])) {
    const count = Number(first[0]);
    for (const off of [1, -1])
      add(
        `the count ${count} on line 1 made ${count + off}`,
        replaced(lines, 0, 0, String(count + off), final),
        'a count that disagrees with the lines that follow',
        false,
      );
  }
  if (lines.length > 1) {
    add('the last line dropped', lines.slice(0, -1).join('\n') + final, 'a missing line', false);
    add('the last line doubled', [...lines, lines[lines.length - 1]].join('\n') + final, 'an extra line', false);
  }
  // The line with the most tokens: a token dropped, doubled, and its first two swapped.
  const longest = lines.reduce((best, line, i) => (pieces(line).length > pieces(lines[best]).length ? i : best), 0);
  const tokens = pieces(lines[longest]);
  if (tokens.length >= 3) {
    const middle = 2 * Math.floor(tokens.length / 4);
    add(
      `a token dropped from line ${longest + 1}`,
      replaced(lines, longest, middle, '', final),
      'a token missing',
      false,
    );
    add(
      `a token doubled on line ${longest + 1}`,
      replaced(lines, longest, middle, `${tokens[middle]} ${tokens[middle]}`, final),
      'a token too many',
      false,
    );
    if (tokens[0] !== tokens[2])
      add(
        `the first two tokens of line ${longest + 1} swapped`,
        withLine(lines, longest, [tokens[2], tokens[1], tokens[0], ...tokens.slice(3)].join(''), final),
        'two tokens out of order',
        false,
      );
  }
  if (strictLayout) {
    const layout = (change: string, input: string, rule: string) => add(change, input, rule, true);
    layout('a blank after line 1', withLine(lines, 0, `${lines[0]} `, final), 'a blank at the end of a line');
    layout('a blank before line 1', withLine(lines, 0, ` ${lines[0]}`, final), 'a blank at the start of a line');
    const spaced = lines.findIndex((line) => line.includes(' '));
    if (spaced >= 0) {
      const blank = (by: string) => withLine(lines, spaced, lines[spaced].replace(' ', by), final);
      layout(`two blanks on line ${spaced + 1}`, blank('  '), 'two blanks between tokens');
      layout(`a tab on line ${spaced + 1}`, blank('\t'), 'a tab between tokens');
    }
    layout('CRLF line ends', lines.join('\r\n') + (final ? '\r\n' : ''), 'a CR before a line end');
    if (final) layout('no final newline', lines.join('\n'), 'no newline at the end of the last line');
    layout('an empty line at the end', `${lines.join('\n')}${final}\n`, 'an empty line');
    if (lines.length > 1)
      layout('an empty line after line 1', [lines[0], '', ...lines.slice(1)].join('\n') + final, 'an empty line');
  }
  return made;
}

/** Every invalid input of a problem: the hand-made ones, the empty input, and the changes of its first samples. */
export function invalidInputsOf(root: string, problem: Problem): InvalidInput[] {
  const hand = invalidInputs(root, problem.id).map(({ name, file }) => ({
    name: `invalid/${name}.in`,
    input: readFileSync(file, 'utf8'),
    rule: name.replaceAll('-', ' '),
    certain: true,
  }));
  const { tests } = loadSuite(root, problem.id);
  const inputs = new Map(tests.map((t) => [t, readFileSync(t.input, 'utf8')]));
  const seen = seenIn(inputs.values());
  const samples = tests.filter((t) => t.group === 'sample');
  const from = (samples.length > 0 ? samples : tests).slice(0, SAMPLES_USED);
  const strict = problem.inputLayout === 'strict';
  const changes = from.flatMap((t) =>
    changesOf(inputs.get(t)!, relative(root, t.input).replace(/^testdata\/[^/]+\//, ''), strict, seen),
  );
  const made = new Set<string>();
  const empty = { name: 'empty', input: '', rule: 'an empty input', certain: !seen.empty };
  return [...hand, empty, ...changes].filter((change) => {
    if (made.has(change.input)) return false;
    made.add(change.input);
    return true;
  });
}

/** What the validators make of a problem's invalid inputs. */
export interface InvalidInputsScore {
  problem: string;
  made: number;
  refused: number;
  /** Accepted though invalid whatever the statement: the validator's faults. */
  wronglyAccepted: InvalidInput[];
  /** Accepted, and maybe valid: to look at. */
  maybeValid: InvalidInput[];
  /** How many were hand-made. */
  hand: number;
}

/** Each invalid input run through the problem's validators (validate() and validator programs alike). */
export function scoreInvalidInputs(root: string, problem: Problem): InvalidInputsScore {
  const made = invalidInputsOf(root, problem);
  const accepted = made.filter((m) => checkInput(problem, m.input) === null);
  return {
    problem: problem.id,
    made: made.length,
    refused: made.length - accepted.length,
    wronglyAccepted: accepted.filter((m) => m.certain),
    maybeValid: accepted.filter((m) => !m.certain),
    hand: made.filter((m) => m.name.startsWith('invalid/')).length,
  };
}

/** Whether the validators refused every input invalid whatever the statement. */
export const refusesAll = (score: InvalidInputsScore): boolean => score.wronglyAccepted.length === 0;

/**
 * verify's row of a problem's invalid inputs; null where its inputs go unvalidated. On an imported problem the inputs
 * the kit makes from the samples only warn (the package's own system never tries them: a validator accepting any
 * integer on purpose is not wrong there); its own invalid inputs (testdata/<id>/invalid/, the package's) still fail.
 */
export const INVALID_ROW = '(invalid inputs, refused)';
export function invalidInputsRow(root: string, problem: Problem): ProgramTestsRow | null {
  if (problem.unvalidated !== undefined) return null;
  const score = scoreInvalidInputs(root, problem);
  const said = scoreSaid(score);
  const own = score.wronglyAccepted.filter((m) => m.name.startsWith('invalid/'));
  const warned = problem.imported !== undefined && own.length === 0 && !refusesAll(score);
  return {
    label: INVALID_ROW,
    ok: warned || refusesAll(score),
    said: warned
      ? `warning: ${said} (inputs the kit makes on its own, which the ${problem.imported}'s system does not try: a warning on an imported problem)`
      : said,
    fault: `the validators let an invalid input in: ${said} (npm run verify -- --invalid-inputs lists every one)`,
  };
}

/** verify's words for a score: the fault first, else the count and what is left to look at. */
export function scoreSaid(score: InvalidInputsScore): string {
  const [fault] = score.wronglyAccepted;
  if (fault)
    return `accepted ${fault.name} (${fault.rule})${score.wronglyAccepted.length > 1 ? `, and ${score.wronglyAccepted.length - 1} more` : ''}; refused ${score.refused} of ${score.made}`;
  const maybe = score.maybeValid.length;
  return `refused ${score.refused} of ${score.made} (${score.hand} hand-made)${maybe ? `; ${maybe} accepted that may be valid: npm run verify -- --invalid-inputs lists them` : ''}`;
}

/** `npm run verify -- --invalid-inputs`: each problem's score, and every input accepted, with its rule. */
export function invalidInputsReport(scores: InvalidInputsScore[]): string {
  return scores
    .map((score) => {
      const head = `${score.problem}: refused ${score.refused} of ${score.made} invalid inputs (${score.hand} hand-made)`;
      const listed = [
        ...score.wronglyAccepted.map((m) => `  ACCEPTED ${m.name}: ${m.rule}`),
        ...score.maybeValid.map((m) => `  accepted, may be valid: ${m.name}: ${m.rule}`),
      ];
      return [head, ...listed].join('\n');
    })
    .join('\n');
}
