// What Competitive Companion sends for one problem (the JSON its README documents), checked field by field into
// what the kit scaffolds from: a problem id, the limits, the samples, file input and output. Pure: no I/O.
import { createHash } from 'node:crypto';
import { UserError } from '../../judge/base/index.ts';
import { PROBLEM_ID } from '../../judge/registry/index.ts';

export interface ReceivedProblem {
  /** The kit's id, naming the contest and the problem: e.g. cf-1234-a, atcoder-abc300-a (receivedId). */
  id: string;
  name: string;
  group: string;
  url: string;
  interactive: boolean;
  memoryMb: number;
  timeMs: number;
  tests: { input: string; output: string }[];
  testType: 'single' | 'multiNumber';
  /** File names where the problem reads or writes files; a regex input is recorded, the input given on stdin. */
  files: { input?: string; output?: string };
  inputPattern: string | null;
  batch: { id: string; size: number };
  /** What was taken by default because the page did not say it (a limit), one line each. */
  notes: string[];
}

/** One line on a field that is not as the format says, naming it. */
function bad(field: string, message: string): never {
  throw new UserError(`Competitive Companion payload: field "${field}" ${message}`);
}

const text = (o: Record<string, unknown>, field: string, path = field): string =>
  typeof o[field] === 'string' ? (o[field] as string) : bad(path, `must be a string, got ${JSON.stringify(o[field])}`);

const object = (value: unknown, path: string): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : bad(path, 'must be an object');

/**
 * A limit from the page: a number; 0 or absent means the page gave none (some judges' pages state no limit), and
 * the default is taken and noted.
 */
const limit = (o: Record<string, unknown>, field: string, fallback: number, notes: string[]): number => {
  const v = o[field];
  if (v === undefined || v === 0) {
    notes.push(`the page gave no ${field}: ${fallback} taken`);
    return fallback;
  }
  return typeof v === 'number' && Number.isFinite(v) && v > 0
    ? v
    : bad(field, `must be a positive number, got ${JSON.stringify(v)}`);
};

/** A name made safe for an id: lower-case letters and digits, runs of anything else one '-'. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The problem's id, naming its contest so that two contests' "A" never meet: from the URL where the judge is known
 * (Codeforces: cf-1234-a, a gym cf-gym-102222-a; AtCoder: atcoder-abc300-a), else the judge (the group's part
 * before " - "), the name and a short hash of the URL, e.g. "kattis-hello-world-3f2a1c".
 */
export function receivedId(group: string, name: string, url: string): string {
  let path: string[] = [];
  let host = '';
  try {
    const parsed = new URL(url);
    host = parsed.hostname.replace(/^www\./, '');
    path = parsed.pathname.split('/').filter(Boolean).map(slug);
  } catch {}
  const at = (word: string) => path.indexOf(word);
  let id = '';
  if (host === 'codeforces.com' || host === 'codeforces.ml' || host === 'mirror.codeforces.com') {
    if (at('contest') >= 0 && at('problem') > at('contest')) id = `cf-${path[at('contest') + 1]}-${path.at(-1)}`;
    else if (at('gym') >= 0) id = `cf-gym-${path[at('gym') + 1]}-${path.at(-1)}`;
    else if (at('problemset') >= 0) id = `cf-${path.at(-2)}-${path.at(-1)}`;
  } else if (host === 'atcoder.jp' && at('contests') >= 0 && at('tasks') > at('contests')) {
    const contest = path[at('contests') + 1];
    const task = path[at('tasks') + 1] ?? '';
    id = `atcoder-${contest}-${task.startsWith(`${contest}-`) ? task.slice(contest.length + 1) : task}`;
  }
  if (!PROBLEM_ID.test(id) || id.endsWith('-') || id.includes('--')) {
    const judge = slug(group.split(' - ')[0] ?? '');
    const hash = createHash('sha256').update(url).digest('hex').slice(0, 6);
    // The hash kept whole however long the judge's name: it alone tells two problems of one judge and name apart.
    const head = [judge || 'received', slug(name).slice(0, 40).replace(/-+$/, '')].filter(Boolean).join('-');
    id = `${head.slice(0, 53).replace(/-+$/, '')}-${hash}`;
  }
  return id.slice(0, 60).replace(/-+$/, '');
}

/** A file name from the page, checked: a plain name in the run's folder. */
const fileName = (value: unknown, path: string): string =>
  typeof value === 'string' && /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(value)
    ? value
    : bad(path, `must be a plain file name such as input.txt, got ${JSON.stringify(value)}`);

/** Reads one POSTed problem; a payload that is not in the documented form is a UserError naming the field. */
export function readPayload(value: unknown): ReceivedProblem {
  const body = object(value, '(the body)');
  const name = text(body, 'name');
  const group = text(body, 'group');
  const url = text(body, 'url');
  if (body.interactive !== undefined && typeof body.interactive !== 'boolean')
    bad('interactive', 'must be true or false');
  if (!Array.isArray(body.tests)) bad('tests', 'must be a list of { input, output }');
  if (body.tests.length === 0)
    bad('tests', 'is empty: a problem needs its samples (the page gave none, or the extension could not read them)');
  const tests = (body.tests as unknown[]).map((t, i) => {
    const test = object(t, `tests[${i}]`);
    return { input: text(test, 'input', `tests[${i}].input`), output: text(test, 'output', `tests[${i}].output`) };
  });
  const testType = body.testType ?? 'single';
  if (testType !== 'single' && testType !== 'multiNumber') bad('testType', 'must be "single" or "multiNumber"');
  const input = object(body.input ?? { type: 'stdin' }, 'input');
  const output = object(body.output ?? { type: 'stdout' }, 'output');
  const files: ReceivedProblem['files'] = {};
  let inputPattern: string | null = null;
  if (input.type === 'file') files.input = fileName(input.fileName, 'input.fileName');
  else if (input.type === 'regex') inputPattern = text(input, 'pattern', 'input.pattern');
  else if (input.type !== 'stdin') bad('input.type', `must be stdin, file or regex, got ${JSON.stringify(input.type)}`);
  if (output.type === 'file') files.output = fileName(output.fileName, 'output.fileName');
  else if (output.type !== 'stdout') bad('output.type', `must be stdout or file, got ${JSON.stringify(output.type)}`);
  const notes: string[] = [];
  const batch = object(body.batch ?? { id: '', size: 1 }, 'batch');
  const size = batch.size;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1)
    bad('batch.size', 'must be a whole number, at least 1');
  return {
    id: receivedId(group, name, url),
    name,
    group,
    url,
    interactive: body.interactive === true,
    memoryMb: limit(body, 'memoryLimit', 256, notes),
    timeMs: limit(body, 'timeLimit', 1000, notes),
    notes,
    tests,
    testType,
    files,
    inputPattern,
    batch: { id: String(batch.id ?? ''), size },
  };
}
