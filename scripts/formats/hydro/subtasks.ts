// Hydro's subtasks as its judge scores them, from testdata/config.yaml or, without subtasks there, from the test
// files' names; then as the kit's scoring. Hydro's rules, as its judge applies them:
// - subtasks are taken in order of id; one without a score shares what the given scores leave of 100, in whole
//   points (the remainder going one each to the last ones);
// - a subtask is `min` unless it says (its least case score), `max` (its best) or `sum` (its cases' scores added,
//   each case its own score or a whole-point share of what the given ones leave);
// - `if: [ids]`: the subtask counts only when each subtask it names had every case accepted;
// - without subtasks, `cases:` at the top is one sum subtask; without either, a file `<name><k>-<n>.in` (or `_`) is
//   case n of subtask k, scored min, and `<name><n>.in` is case n of subtask 1, scored sum, its answer the file of
//   the same name ending .out or .ans (input→output in the name too, as input3.txt and output3.txt).
import type { Scoring, ScoringGroup } from '../../../problems/_authoring/index.ts';

export interface HydroCase {
  input: string;
  output: string;
  /** Hydro's id of the case (its number in the file name), by which a subtask orders its cases. */
  id?: number;
  score?: number;
  /** A case's own limits (Hydro has them; the kit gives a problem one). */
  time?: unknown;
  memory?: unknown;
}

export interface HydroSubtask {
  id?: number;
  score?: number;
  type?: 'min' | 'max' | 'sum';
  if?: number[];
  time?: string | number;
  memory?: string | number;
  cases: HydroCase[];
}

/** Whole-point shares of `total` among `count`, as Hydro splits: the remainder one each to the last ones. */
export function* shares(total: number, count: number): Generator<number> {
  const base = Math.floor(total / count);
  const plain = count - (total % count);
  for (let i = 0; i < count; i++) yield i >= plain ? base + 1 : base;
}

/** The answer file a test input names under Hydro's convention, among `files`; null where none is there. */
function answerOf(base: string, files: ReadonlySet<string>, endings: string[]): string | null {
  const names = endings.flatMap((e) => [
    `${base}.${e}`,
    `${base}.${e}`.replace(/input/g, 'output').replace(/INPUT/g, 'OUTPUT'),
  ]);
  if (base.includes('input')) names.push(`${base}.txt`.replace(/input/g, 'output'));
  return names.find((n) => files.has(n)) ?? null;
}

/** Subtasks from the test files' names (Hydro's convention where config.yaml gives none). */
export function subtasksFromNames(files: readonly string[]): HydroSubtask[] {
  const present = new Set(files);
  const byId = new Map<number, HydroSubtask>();
  const add = (sub: number, type: HydroSubtask['type'], c: HydroCase) => {
    const subtask = byId.get(sub) ?? { id: sub, type, cases: [] };
    byId.set(sub, subtask);
    if (!subtask.cases.some((x) => x.input === c.input)) subtask.cases.push(c);
  };
  const endings = ['out', 'ans'].flatMap((e) => [e, e.toUpperCase(), `${e}.txt`, `${e.toUpperCase()}.TXT`]);
  for (const file of [...files].sort()) {
    let m = /^(([\w.-]*?)(?:(\d*)[-_])?(\d+))\.(in|IN|txt|TXT|in\.txt|IN\.TXT)$/.exec(file);
    if (m) {
      const output = answerOf(m[1], present, endings);
      if (output !== null && output !== file) {
        add(Number(m[3] || 1), m[3] ? 'min' : 'sum', { input: file, output, id: Number(m[4]) });
        continue;
      }
    }
    m = /^(\D*)\.(in|IN)(\d+)$/.exec(file);
    if (m) {
      const lower = m[2] === 'in';
      const output = [`${m[1]}.${lower ? 'ou' : 'OU'}${m[3]}`, `${m[1]}.${lower ? 'out' : 'OUT'}${m[3]}`]
        .flatMap((n) => [n, n.replace(/input/g, 'output').replace(/INPUT/g, 'OUTPUT')])
        .find((n) => present.has(n));
      if (output) {
        add(1, 'sum', { input: file, output, id: Number(m[3]) });
        continue;
      }
    }
    m = /^(\D*)([0-9]+)([-_])([0-9]+)\.(in|IN)$/.exec(file);
    if (m) {
      const output = answerOf(`${m[1]}${m[2]}${m[3]}${m[4]}`, present, ['out', 'ans', 'OUT', 'ANS']);
      if (output) {
        add(Number(m[2]), 'min', { input: file, output, id: Number(m[4]) });
        continue;
      }
    }
    m = /^(([0-9]+)[-_].*)\.(in|IN)$/.exec(file);
    if (m) {
      const output = answerOf(m[1], present, ['out', 'ans', 'OUT', 'ANS']);
      if (output) add(1, 'sum', { input: file, output, id: Number(m[2]) });
    }
  }
  return [...byId.values()];
}

/** A subtask's name in the kit's reports, `requires` and test groups. */
export const subtaskName = (id: number) => `subtask${id}`;

/**
 * The kit's scoring of Hydro's subtasks (each with its id, as `normalized` numbers them), and each subtask's test
 * keys by case; what the kit cannot score as Hydro does goes to `notTaken`, and undefined is returned.
 */
export function hydroScoring(
  subtasks: readonly HydroSubtask[],
  keyOf: (subtask: number, c: HydroCase) => string,
  notTaken: string[],
): Scoring | undefined {
  const sorted = normalized(subtasks);
  const unscored = sorted.filter((s) => !s.score).length;
  const left = shares(Math.max(100 - sorted.reduce((n, s) => n + (s.score || 0), 0), 0), unscored);
  const groups: ScoringGroup[] = [];
  for (const s of sorted) {
    const id = s.id as number;
    const points = s.score || (left.next().value as number);
    const type = s.type ?? 'min';
    const name = subtaskName(id);
    const requires = (s.if ?? []).map(Number);
    const later = requires.find((r) => !groups.some((g) => g.name === subtaskName(r)));
    if (later !== undefined) {
      notTaken.push(
        `scoring: ${name}'s if names subtask ${later}, which does not come before it (the kit scores requirements in order); the problem is judged pass-fail`,
      );
      return undefined;
    }
    const group: ScoringGroup = {
      name,
      tests: name,
      points,
      aggregation: type,
      ...(requires.length > 0 ? { requires: requires.map(subtaskName) } : {}),
    };
    const cases = [...s.cases].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
    if (type === 'sum') {
      const rest = shares(
        Math.max(points - cases.reduce((n, c) => n + (c.score || 0), 0), 0),
        cases.filter((c) => !c.score).length,
      );
      group.testPoints = Object.fromEntries(cases.map((c) => [keyOf(id, c), c.score || (rest.next().value as number)]));
      // Hydro adds the cases' scores: the most is their sum (the subtask's, unless every case gives its own).
      group.points = Object.values(group.testPoints).reduce((n, p) => n + p, 0);
    } else if (cases.some((c) => c.score && c.score !== points))
      notTaken.push(`scoring: ${name}: its cases' own scores are not taken (a ${type} subtask scores ${points})`);
    groups.push(group);
  }
  return { groups };
}

/** Subtasks in Hydro's order: by id where each gives one, else as listed; each with its id (else its place). */
export function normalized(subtasks: readonly HydroSubtask[]): HydroSubtask[] {
  const byId = subtasks.every((s) => s.id !== undefined);
  const sorted = byId ? [...subtasks].sort((a, b) => (a.id as number) - (b.id as number)) : [...subtasks];
  return sorted.map((s, i) => ({ ...s, id: s.id ?? i + 1 }));
}
