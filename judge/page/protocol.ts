// What the live page and its server say to each other, in one table both sides are typed by: every route's method,
// path, request and reply, and the events the server pushes. The server dispatches through ROUTES and must handle each
// of its JSON routes (server.ts), the page asks through it (browser/requests.ts): a misspelt route, a field missing
// from a request or a reply read as the wrong type is a compile error, not a 404 or an undefined at run time.
import type { CheckResult, ExchangeLine, Picture, PlayedGame } from '../../problems/_authoring/index.ts';
import type { PageData, PageDetail, PageHead, PageRow, PageStatus, PageTest } from './page-data.ts';

/**
 * What the server sends on its event stream (one JSON object each): the whole data once, on connecting; then only
 * what changed, a problem named by its place: the run's state when it changes (its counts are worked out from the
 * problems' heads), a problem's head as the fields that changed (`unset`: those gone), a test's row as it is decided,
 * provisional answers as verdicts by test, the order of a problem's tests when tests came or went, the errors.
 */
export type LiveEvent =
  | { kind: 'snapshot'; data: PageData }
  | { kind: 'status'; status: Pick<PageStatus, 'state' | 'seconds' | 'judging' | 'notice'>; ok: boolean }
  | { kind: 'problem'; at: number; head: Partial<PageHead>; unset?: (keyof PageHead)[] }
  | { kind: 'test'; at: number; row: PageRow }
  | { kind: 'answers'; at: number; verdicts: Record<string, string>; disagreements?: Record<string, string> }
  | { kind: 'order'; at: number; keys: string[] }
  | { kind: 'errors'; errors: PageData['errors'] };

/** A game played by hand, as it stands after each step: the game told so far, the exchange, the jury's verdict once over. */
export interface HandPlayState {
  /** The game's id, for its next move. */
  game: string;
  /** The position drawn, where the problem reads and draws its inputs (its input format and picture). */
  picture: Picture | null;
  played: PlayedGame;
  exchange: ExchangeLine[];
  verdict: CheckResult | null;
}

/** How far a reference answer is confirmed (as add-case confirms it): by whom, its lines agreed on and too large. */
export interface Confirmation {
  confirmedBy: string;
  confirmed: number;
  unconfirmed: number;
}

/** "Try an input": the solution's run as a test (the reference answer as expected, cases explained), and its answer's confirmation. */
export interface TryReply extends Confirmation {
  test: PageTest;
}

/** A test added from the page: its reference answer, and the file written (null when it was only checked). */
export interface CaseReply extends Confirmation {
  answer: string;
  file: string | null;
}

/** The invocation matrix: every solution of a problem on every test, with the verdicts each must get. */
export interface InvocationMatrix {
  problem: string;
  /** "group/name" of each test, in suite order. */
  tests: string[];
  rows: { solution: string; expected: string[]; verdicts: string[]; error?: string }[];
}

/** Every JSON reply may be a failure instead, said in one line (a bad request, an invalid input, a name taken). */
export type Reply<T> = T | { error: string };

/**
 * A route whose request and reply are JSON: a GET's request is its query (every field a string), a POST's its body.
 * `types` is never set: it carries the request and reply types for the compiler.
 */
export interface JsonRoute<Request, Answer> {
  kind: 'json';
  method: 'GET' | 'POST';
  path: string;
  types?: { request: Request; reply: Answer };
}

/** The page itself, the event stream, or the icon a browser asks for (answered with nothing). */
export interface OtherRoute {
  kind: 'page' | 'events' | 'empty';
  method: 'GET';
  path: string;
}

const get = <Query extends Record<string, string>, Answer>(path: string): JsonRoute<Query, Answer> => ({
  kind: 'json',
  method: 'GET',
  path,
});
const post = <Body, Answer>(path: string): JsonRoute<Body, Answer> => ({ kind: 'json', method: 'POST', path });

/** Every route the server serves; it answers anything else 404 (or 405 for a known path asked the wrong way). */
export const ROUTES = {
  page: { kind: 'page', method: 'GET', path: '/' },
  favicon: { kind: 'empty', method: 'GET', path: '/favicon.ico' },
  /** LiveEvent after LiveEvent, as server-sent events. */
  events: { kind: 'events', method: 'GET', path: '/events' },
  /** The whole of one test of the last run, for the page that opens it. */
  test: get<{ problem: string; key: string }, PageDetail>('/test'),
  /** The invocation matrix of one of the problems judged: slow, computed on request. */
  matrix: get<{ problem: string }, InvocationMatrix>('/matrix'),
  /** A game by hand on an input of an interactive problem, against its jury. */
  play: post<{ problem: string; input: string }, HandPlayState>('/play'),
  /** One of the contestant's lines sent in a game by hand. */
  move: post<{ game: string; line: string }, HandPlayState>('/play/move'),
  /** A test added through add-case's checks; `save: false` (or absent) only checks and answers it. */
  case: post<{ problem: string; input: string; name?: string; save?: boolean }, CaseReply>('/case'),
  /** A typed input run by the solution of the page's problem `id`, as a test is judged. */
  run: post<{ id: string; input: string }, TryReply>('/run'),
  /** Judges a problem again, fresh: every test, only those that failed, or (scored) past groups that gain no more. */
  rejudge: post<{ id: string; failedOnly?: boolean; runAll?: boolean }, { judging: string }>('/rejudge'),
} as const satisfies Record<string, JsonRoute<unknown, unknown> | OtherRoute>;

export type Routes = typeof ROUTES;
/** The names of the routes that take and answer JSON. */
export type JsonRouteName = {
  [K in keyof Routes]: Routes[K] extends JsonRoute<infer _R, infer _A> ? K : never;
}[keyof Routes];
export type RequestOf<R> = R extends JsonRoute<infer Request, infer _A> ? Request : never;
export type ReplyOf<R> = R extends JsonRoute<infer _R, infer Answer> ? Answer : never;
