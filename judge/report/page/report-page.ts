// The judge page in the browser: renders the data it is given (one run, embedded in the page) into per-problem
// verdict counts, a row per test with its time and memory drawn against the limits, and, for a test opened, its
// input, expected and actual output side by side, and a picture of the game stepped along its line of play.
import { forceCenter, forceLink, forceManyBody, forceSimulation, type SimulationNodeDatum } from 'd3-force';
import type { ExchangeLine, Picture, PlayedGame } from '../../../problems/_authoring/index.ts';
import {
  applyEvent,
  hasDetail,
  type LiveEvent,
  type PageCase,
  type PageData,
  type PageDetail,
  type PageProblem,
  type PageRow,
  type PageTest,
} from './page-data.ts';
import { verdictReason } from './verdict-reason.ts';

let data = JSON.parse(document.getElementById('judge-data')!.textContent!) as PageData & { live?: boolean };
const app = document.getElementById('app')!;
/** Tests the reader opened ("problem/group/name"), kept open when the live page redraws. */
const opened = new Set<string>();
/** Problems where the reader has opened or closed a test: the page no longer opens their first failure for them. */
const touched = new Set<string>();
let failingOnlyChecked = false;
const live = data.live === true;
/** What the reader typed into each "add a test" form, kept when the live page redraws. */
const drafts = new Map<string, { input: string; name: string; result: string; open: boolean }>();

interface MatrixData {
  tests: string[];
  rows: { solution: string; expected: string[]; verdicts: string[]; error?: string }[];
}
const matrices = new Map<string, MatrixData | 'computing'>();

/** The invocation matrix, on request: every solution (accepted, second, wrong) against every test, a verdict a cell. */
function matrixView(problem: string): HTMLElement {
  const button = el('button', { class: 'matrix-button' }, 'invocation matrix');
  const holder = el('div', { class: 'matrix' });
  const show = () => {
    const m = matrices.get(problem);
    if (m === undefined) return holder.replaceChildren();
    if (m === 'computing') return holder.replaceChildren(el('p', {}, 'judging every solution on every test...'));
    const table = el(
      'table',
      { class: 'matrix-table' },
      el(
        'tr',
        {},
        el('th', {}, 'solution'),
        el('th', {}, 'must get'),
        ...m.tests.map((t, k) => el('th', { title: t }, String(k + 1))),
      ),
    );
    for (const row of m.rows) {
      const cells = row.verdicts.map((v, k) =>
        el('td', { class: v, title: `${m.tests[k]}: ${v}`, 'data-verdict': v }, v === 'AC' ? '·' : v),
      );
      table.append(
        el(
          'tr',
          { 'data-solution': row.solution },
          el('td', {}, row.solution),
          el('td', {}, row.expected.join('|')),
          ...(row.error ? [el('td', { class: 'WA' }, row.error)] : cells),
        ),
      );
    }
    holder.replaceChildren(table);
  };
  button.addEventListener('click', async () => {
    matrices.set(problem, 'computing');
    show();
    const response = await fetch(`/matrix?problem=${encodeURIComponent(problem)}`);
    matrices.set(problem, (await response.json()) as MatrixData);
    render();
  });
  show();
  return el('div', {}, button, holder);
}

/**
 * Adding a test from the live page: the input is checked and answered by the server through add-case's checks
 * (validator, accepted solution, second solver), and saved into testdata/<id>/manual/ only on "save".
 */
function addTestForm(problem: string): HTMLElement {
  const draft = drafts.get(problem) ?? { input: '', name: '', result: '', open: false };
  drafts.set(problem, draft);
  const input = el('textarea', {
    rows: '6',
    cols: '60',
    class: 'new-input',
    placeholder: 'the input, as a test file holds it',
  });
  input.value = draft.input;
  const name = el('input', { class: 'new-name', placeholder: 'name (optional)' });
  name.value = draft.name;
  input.addEventListener('input', () => (draft.input = input.value));
  name.addEventListener('input', () => (draft.name = name.value));
  const result = el('pre', { class: 'new-result' }, draft.result);
  const send = async (save: boolean) => {
    draft.input = input.value;
    draft.name = name.value;
    const response = await fetch('/case', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ problem, input: input.value, name: name.value, save }),
    });
    const body = (await response.json()) as {
      error?: string;
      answer?: string;
      confirmedBy?: string;
      confirmed?: number;
      unconfirmed?: number;
      file?: string | null;
    };
    const tooLarge = body.unconfirmed ? `, ${body.unconfirmed} too large for it` : '';
    const saved = body.file ? `\nsaved as ${body.file}` : '';
    draft.result = body.error
      ? `error: ${body.error}`
      : `answer: ${body.answer!.trimEnd()} (confirmed by ${body.confirmedBy}: ${body.confirmed} lines${tooLarge})${saved}`;
    result.textContent = draft.result;
  };
  const check = el('button', { class: 'check' }, 'check');
  const save = el('button', { class: 'save' }, 'save');
  check.addEventListener('click', () => void send(false));
  save.addEventListener('click', () => void send(true));
  const details = el('details', {}, el('summary', {}, 'add a test'), input, el('br'), name, check, save, result);
  details.open = draft.open;
  details.addEventListener('toggle', () => (draft.open = details.open));
  return details;
}

/** A game by hand against the jury, as the server tells it after each step (scripts/live/hand-play.ts). */
interface HandPlayState {
  game: string;
  picture: Picture | null;
  played: PlayedGame;
  exchange: ExchangeLine[];
  verdict: { accepted: true } | { accepted: false; reason: string } | null;
}
/** Per problem: the position typed or taken from a test, the game on it, and the letter chosen for row games. */
const handGames = new Map<string, { input: string; state?: HandPlayState; error?: string; letter: string }>();

async function handPlayRequest(problem: string, url: string, body: object): Promise<void> {
  const game = handGames.get(problem)!;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as HandPlayState | { error: string };
  if ('error' in reply) game.error = reply.error;
  else {
    game.state = reply;
    game.error = undefined;
  }
  render();
}

/** Starts a game by hand on an input (typed, or a test's), against the problem's jury. */
function startHandPlay(problem: string, input: string): void {
  const game = handGames.get(problem) ?? { input, letter: 'L' };
  game.input = input;
  game.state = undefined;
  handGames.set(problem, game);
  void handPlayRequest(problem, '/play', { problem, input });
}

/**
 * Playing by hand (live page, interactive problems): a position typed in or taken from a test, played against the
 * jury by clicking nodes or cells; each of your moves shows, once made, what it did to the result you could force.
 */
function handPlaySection(problem: string): HTMLElement {
  const game = handGames.get(problem) ?? { input: '', letter: 'L' };
  handGames.set(problem, game);
  const input = el('textarea', { rows: '4', cols: '60', class: 'play-input', placeholder: 'a test input to play' });
  input.value = game.input;
  input.addEventListener('input', () => (game.input = input.value));
  const start = el('button', { class: 'play-start' }, 'play');
  start.addEventListener('click', () => startHandPlay(problem, input.value));
  const body = el('div', { class: 'hand-play' });
  if (game.error) body.append(el('p', { class: 'WA play-error' }, game.error));
  const state = game.state;
  if (state) {
    const letters = el('span', { class: 'letters' });
    if (state.played.choices.some((c) => c.letter !== undefined)) {
      for (const letter of ['L', 'O']) {
        const radio = el('input', { type: 'radio', name: `letter-${problem}`, value: letter });
        radio.checked = game.letter === letter;
        radio.addEventListener('change', () => (game.letter = letter));
        letters.append(el('label', {}, radio, ` ${letter} `));
      }
    }
    const pick = (target: { node?: number; cell?: number }) => {
      const choice = state.played.choices.find(
        (c) =>
          (target.node !== undefined && c.node === target.node) ||
          (target.cell !== undefined && c.cell === target.cell && c.letter === game.letter),
      );
      if (choice) void handPlayRequest(problem, '/play/move', { game: state.game, line: choice.line });
    };
    const verdict = state.verdict
      ? state.verdict.accepted
        ? el('p', { class: 'AC play-verdict' }, 'the jury accepts: you got the best result your side could force')
        : el('p', { class: 'WA play-verdict' }, `the jury: ${state.verdict.reason}`)
      : '';
    body.append(verdict, letters, playedView(state.played, state.picture ?? undefined, pick));
  }
  const details = el(
    'details',
    { class: 'play' },
    el('summary', {}, 'play by hand against the jury'),
    input,
    el('br'),
    start,
    body,
  );
  details.open = game.state !== undefined || game.error !== undefined;
  return details;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

/** A figure drawn against its limit; one that was not measured is a dash, with no bar. */
function bar(value: number | null, limit: number, label: (value: number) => string): HTMLElement {
  if (value === null) return el('span', { title: 'not measured on this system' }, '\u2014');
  const width = Math.min(120, Math.round((value / limit) * 120));
  return el(
    'span',
    {},
    el('span', { class: `bar${value > limit ? ' over' : ''}`, style: `width:${Math.max(1, width)}px` }),
    label(value),
  );
}

/**
 * What is happening, in one line: judging (answers so far, confirmed so far, failures so far: never "not all AC"
 * while nothing has failed), or done (all AC, or how many failed), with the run's time where it was timed.
 */
function headline(): HTMLElement {
  const s = data.status;
  const tests = data.problems.reduce((n, p) => n + p.total, 0);
  const accepted = data.problems.reduce((n, p) => n + p.accepted, 0);
  if (s?.state === 'judging') {
    const failed = s.failed === 0 ? 'none failed so far' : `${s.failed} failed so far`;
    const stage =
      s.answered < s.total || s.confirmed === 0
        ? `judging ${s.answered}/${s.total}`
        : `judging ${s.answered}/${s.total} answered, ${s.confirmed}/${s.total} confirmed`;
    const which = s.judging && s.judging.length > 0 ? ` (${s.judging.join(', ')})` : '';
    return el('p', { class: `judging${s.failed > 0 ? ' WA' : ''}`, id: 'overall' }, `${stage}, ${failed}${which}`);
  }
  const notice = s?.notice ? el('small', { class: 'notice' }, ` ${s.notice}`) : '';
  const seconds = s ? ` in ${s.seconds.toFixed(1)} s` : '';
  if (data.errors.length > 0)
    return el(
      'p',
      { class: 'WA', id: 'overall' },
      `not judged: ${data.errors.length === 1 ? 'an error' : `${data.errors.length} errors`}, below`,
    );
  if (data.ok) return el('p', { class: 'AC', id: 'overall' }, `all ${tests} AC${seconds}`, notice);
  const counted = tests > 0 ? `: ${accepted} of ${tests} AC` : '';
  return el('p', { class: 'WA', id: 'overall' }, `not all tests AC${counted}${seconds}`, notice);
}

/** The errors of the run, each naming its file. */
function errorsView(): HTMLElement {
  return el(
    'div',
    { id: 'errors' },
    ...data.errors.map((e) => el('pre', { class: 'WA error' }, `error ${e.problem}: ${e.message}`)),
  );
}

/** Each problem's section as drawn, by problem id: the live page draws again only the problems an event touched. */
const sections = new Map<string, ReturnType<typeof problemSection>>();

/**
 * Draws again what the events since the last frame touched: the headline, the errors, and the sections of the
 * problems named (a problem new to the page, or one whose section is missing, means the whole page).
 */
function update(touched: Set<string>): void {
  if (data.problems.some((p) => !sections.has(p.id)) || sections.size !== data.problems.length) {
    render();
    return;
  }
  document.getElementById('overall')?.replaceWith(headline());
  document.getElementById('errors')?.replaceWith(errorsView());
  for (const p of data.problems) {
    if (!touched.has(p.id)) continue;
    const old = sections.get(p.id)!;
    const fresh = problemSection(p);
    sections.set(p.id, fresh);
    old.node.replaceWith(fresh.node);
    fresh.filter(failingOnlyChecked, verdictShown);
  }
}

/** What the reader chose to see: tests of one verdict (or the failing ones), in suite order or slowest first. */
let verdictShown = 'all';
let order: 'suite' | 'time' | 'memory' = 'suite';

function render(): void {
  app.replaceChildren(el('h1', {}, data.title), headline());
  const failingOnly = el('input', { type: 'checkbox', id: 'failing-only' });
  failingOnly.checked = failingOnlyChecked;
  const verdicts = [...new Set(data.problems.flatMap((p) => Object.keys(p.counts)))].sort();
  const verdictSelect = el('select', { id: 'verdict-filter', title: 'show the tests of one verdict' });
  for (const v of ['all', 'failing', ...verdicts])
    verdictSelect.append(el('option', { value: v }, v === 'all' ? 'every verdict' : v));
  verdictSelect.value = [...verdictSelect.options].some((o) => o.value === verdictShown) ? verdictShown : 'all';
  const orderSelect = el('select', { id: 'order', title: 'order of the tests' });
  for (const [v, label] of [
    ['suite', 'in suite order'],
    ['time', 'slowest first'],
    ['memory', 'most memory first'],
  ])
    orderSelect.append(el('option', { value: v }, label));
  orderSelect.value = order;
  app.append(
    el(
      'p',
      { class: 'controls' },
      el('label', {}, failingOnly, ' failing tests only'),
      ' ',
      verdictSelect,
      ' ',
      orderSelect,
      el('small', {}, ' keys: n / p next or previous failure, \u2190 \u2192 step the line of play'),
    ),
  );
  app.append(errorsView());
  sections.clear();
  for (const p of data.problems) {
    const section = problemSection(p);
    sections.set(p.id, section);
    app.append(section.node);
  }
  const filter = () => {
    failingOnlyChecked = failingOnly.checked;
    verdictShown = verdictSelect.value;
    for (const s of sections.values()) s.filter(failingOnly.checked, verdictShown);
  };
  failingOnly.addEventListener('change', filter);
  verdictSelect.addEventListener('change', filter);
  orderSelect.addEventListener('change', () => {
    order = orderSelect.value as typeof order;
    render();
  });
  filter();
}

/** The tests in the order the reader chose: suite order, or by CPU time or memory, the largest first. */
function ordered(tests: PageRow[]): PageRow[] {
  if (order === 'suite') return tests;
  const figure = (t: PageRow) => (order === 'time' ? t.cpuMs : t.peakRssKb) ?? -1;
  return [...tests].sort((a, b) => figure(b) - figure(a));
}

/**
 * The run at a glance: a cell per test coloured by its verdict (dashed while provisional), a click opens it; the
 * verdict counts as one bar; each test's CPU time and memory against the limits.
 */
function overview(p: PageProblem, open: (key: string) => void): HTMLElement {
  const grid = el('div', { class: 'grid', 'data-problem': p.id });
  for (const t of p.tests) {
    const cell = el('span', {
      class: `cell ${t.verdict}${t.provisional ? ' provisional' : ''}${t.disagreement ? ' disagrees' : ''}`,
      title: `${t.key}: ${t.verdict}${t.provisional ? ' (provisional: the answer only, not yet run on its own)' : ''}`,
      'data-key': t.key,
    });
    cell.addEventListener('click', () => open(t.key));
    grid.append(cell);
  }
  const total = Math.max(1, p.tests.length);
  const counts = el('div', { class: 'stack', title: 'tests by verdict' });
  for (const [verdict, count] of Object.entries(p.counts))
    counts.append(
      el('span', { class: `seg ${verdict}`, style: `width:${(count / total) * 100}%`, title: `${verdict} ${count}` }),
    );
  const measured = p.tests.filter((t) => !t.provisional);
  return el(
    'div',
    { class: 'overview' },
    grid,
    el(
      'div',
      { class: 'charts' },
      counts,
      spark(
        measured.map((t) => t.cpuMs),
        p.limits.timeMs,
        `CPU time of each test against the ${p.limits.timeMs} ms limit`,
      ),
      spark(
        measured.map((t) => (t.peakRssKb === null ? null : t.peakRssKb / 1024)),
        p.limits.memoryMb,
        `peak memory of each test against the ${p.limits.memoryMb} MB limit`,
      ),
    ),
  );
}

/** Each test's figure as a bar against the limit (the line at the top); a figure not measured is no bar. */
function spark(values: (number | null)[], limit: number, title: string): Node {
  const width = 240;
  const height = 36;
  const step = values.length > 0 ? width / values.length : width;
  const root = svg('svg', { width, height, class: 'spark', viewBox: `0 0 ${width} ${height}` });
  root.append(svg('title', {}, `${title}${values.some((v) => v === null) ? ' (\u2014: not measured)' : ''}`));
  values.forEach((v, k) => {
    if (v === null) return;
    const h = Math.max(1, Math.min(height - 4, (v / limit) * (height - 4)));
    root.append(
      svg('rect', {
        x: k * step,
        y: height - h,
        width: Math.max(1, step - 0.5),
        height: h,
        class: v > limit ? 'over' : 'under',
      }),
    );
  });
  root.append(svg('line', { x1: 0, x2: width, y1: 4, y2: 4, class: 'limit' }));
  return root;
}

function problemSection(p: PageProblem): {
  node: HTMLElement;
  filter: (failingOnly: boolean, verdict: string) => void;
} {
  // The counts are one run's: this run's so far while the problem is judged, else the last finished run's.
  const counts = el(
    'p',
    { class: 'counts', 'data-problem': p.id },
    p.judged === undefined
      ? el('span', { class: 'total' }, `${p.accepted}/${p.total} AC`)
      : el('span', { class: 'judged' }, `judging: ${p.judged} of ${p.total} judged, ${p.accepted} AC`),
  );
  for (const [verdict, count] of Object.entries(p.counts))
    counts.append(el('span', { class: verdict, 'data-verdict': verdict }, `${verdict} ${count}`));
  const table = el('table');
  // Failures first: the first failing test is opened by itself, with its diff, picture and line of play, until the
  // reader opens or closes a test of this problem. A provisional failure is opened as well: its answer is known.
  const firstFailure = p.tests.find((t) => t.verdict !== 'AC');
  if (firstFailure && !touched.has(p.id)) opened.add(`${p.id}/${firstFailure.key}`);
  const tests = ordered(p.tests);
  const rows = tests.map((t) => testRow(p, t));
  table.append(...rows.flat());
  const open = (key: string) => {
    const at = tests.findIndex((t) => t.key === key);
    if (at < 0) return;
    touched.add(p.id);
    const [row] = rows[at];
    if (rows[at][1].dataset.open !== 'yes') row.click();
    row.scrollIntoView({ block: 'center' });
  };
  const compileError =
    p.compileError === undefined
      ? []
      : [
          el('p', { class: 'CE' }, 'CE: the solution does not compile'),
          el('pre', { class: 'compile-error' }, p.compileError),
        ];
  const dataErrors = p.dataErrors.map((d) => el('p', { class: 'WA' }, `data error ${d.file}: ${d.message}`));
  const node = el(
    'section',
    { id: `problem-${p.id}` },
    el('h2', {}, `${p.id}: ${p.title}`),
    counts,
    p.answersFirstOff ? el('p', { class: 'answers-off' }, `answers first off: ${p.answersFirstOff}`) : '',
    overview(p, open),
    ...compileError,
    ...dataErrors,
    table,
  );
  if (live && p.problem) node.append(addTestForm(p.problem), matrixView(p.problem));
  if (live && p.problem && p.interactive) {
    node.append(handPlaySection(p.problem));
  }
  // A test's detail row stays as the reader left it (open or closed) unless the filter hides the test.
  const filter = (failingOnly: boolean, verdict: string) =>
    tests.forEach((t, k) => {
      const [row, detail] = rows[k];
      const failing = t.verdict !== 'AC';
      row.hidden =
        (failingOnly && !failing) || (verdict === 'failing' ? !failing : verdict !== 'all' && t.verdict !== verdict);
      detail.hidden = row.hidden || detail.dataset.open !== 'yes';
    });
  return { node, filter };
}

function testRow(p: PageProblem, t: PageRow): HTMLElement[] {
  const reason = verdictReason(t, p.limits);
  const row = el(
    'tr',
    { class: `test${t.provisional ? ' provisional' : ''}`, 'data-key': t.key, 'data-verdict': t.verdict },
    el(
      'td',
      {},
      el(
        'span',
        t.provisional
          ? {
              class: `v ${t.verdict} provisional`,
              title: 'provisional: the answer only, not yet run on its own with the limits',
            }
          : { class: `v ${t.verdict}` },
        t.verdict,
      ),
    ),
    el(
      'td',
      {},
      t.key,
      t.remembered
        ? el(
            'span',
            { class: 'remembered', title: 'remembered: the same program, test, jury and limits were judged before' },
            ' \u21ba remembered',
          )
        : '',
      t.disagreement ? el('span', { class: 'WA disagrees', title: t.disagreement }, ' \u26a0 answers differ') : '',
      reason === null ? '' : el('div', { class: `reason ${t.verdict}` }, reason),
    ),
    el(
      'td',
      {},
      t.provisional
        ? el('span', { class: 'pending', title: 'measured once the test runs in its own process' }, 'confirming\u2026')
        : bar(t.cpuMs, p.limits.timeMs, (v) => `${Math.round(v)} ms`),
    ),
    el(
      'td',
      {},
      t.provisional
        ? ''
        : bar(t.peakRssKb === null ? null : t.peakRssKb / 1024, p.limits.memoryMb, (v) => `${v.toFixed(1)} MB`),
    ),
  );
  const detail = el('tr', { class: 'detail' });
  detail.hidden = true;
  const key = `${p.id}/${t.key}`;
  const toggle = () => {
    if (detail.childElementCount === 0) detail.append(el('td', { colspan: '4' }, testDetail(p, t)));
    detail.dataset.open = detail.dataset.open === 'yes' ? 'no' : 'yes';
    detail.hidden = detail.dataset.open !== 'yes';
    if (detail.dataset.open === 'yes') opened.add(key);
    else opened.delete(key);
  };
  row.addEventListener('click', () => {
    touched.add(p.id);
    toggle();
  });
  if (opened.has(key)) {
    opened.delete(key);
    toggle();
  }
  return [row, detail];
}

function textBox(title: string, text: string, markLine?: number): HTMLElement {
  const pre = el('pre');
  text.split('\n').forEach((line, k) => {
    pre.append(k + 1 === markLine ? el('span', { class: 'diffline' }, line) : line, '\n');
  });
  return el('div', {}, el('b', {}, title), pre);
}

/** An interactive test's exchange, a line per line sent, each side in its own colour and column. */
function exchangeBox(transcript: NonNullable<PageTest['transcript']>, dropped: number): HTMLElement {
  const list = el('pre', { class: 'exchange' });
  for (const { from, text } of transcript) {
    for (const line of text.replace(/\n$/, '').split('\n'))
      list.append(el('span', { class: from }, `${from === 'solution' ? '> ' : '      < '}${line}`), '\n');
  }
  const more = dropped > 0 ? ` (${dropped} bytes more not kept)` : '';
  const title = transcript.length === 0 ? 'exchange: nothing was sent either way' : `exchange${more}`;
  return el('div', {}, el('b', {}, title), el('small', {}, ' > solution, < interactor'), list);
}

/** Each row's detail once fetched (the live page): dropped with the row when a new result replaces it. */
const details = new WeakMap<PageRow, PageDetail>();

/** A test's detail: at hand on a page written once; on the live page, asked of the server the first time. */
function testDetail(p: PageProblem, t: PageRow): HTMLElement {
  if (hasDetail(t)) return fullDetail(p, t);
  const known = details.get(t);
  if (known) return fullDetail(p, { ...t, ...known });
  const holder = el('div', { class: 'loading' }, 'loading\u2026');
  const query = `problem=${encodeURIComponent(p.id)}&key=${encodeURIComponent(t.key)}`;
  void fetch(`/test?${query}`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      const detail = (await response.json()) as PageTest;
      details.set(t, detail);
      holder.replaceWith(fullDetail(p, { ...t, ...detail }));
    })
    .catch((error: Error) => holder.replaceChildren(`cannot load this test: ${error.message}`));
  return holder;
}

function fullDetail(p: PageProblem, t: PageTest): HTMLElement {
  const why = t.diff
    ? `line ${t.diff.line}: expected ${JSON.stringify(t.diff.expected ?? null)}, got ${JSON.stringify(t.diff.actual ?? null)}`
    : (t.checkerReason ?? '');
  const box = el(
    'div',
    {},
    t.provisional
      ? el(
          'p',
          { class: 'pending' },
          'provisional: this is the answer in a warm worker; the verdict is final once the test has run in its own process, with the limits',
        )
      : '',
    t.disagreement ? el('p', { class: 'WA disagrees' }, t.disagreement) : '',
    why ? el('p', { class: 'WA' }, why) : '',
    el(
      'div',
      { class: 'cols' },
      textBox('input', t.input),
      textBox('expected', t.expected, t.diff?.line),
      textBox('actual', t.actual, t.diff?.line),
    ),
    t.transcript ? exchangeBox(t.transcript, t.transcriptDropped ?? 0) : '',
    t.stderrTail ? textBox('stderr (tail)', t.stderrTail) : '',
  );
  if (t.played) box.append(el('b', {}, 'the game as played'), playedView(t.played, t.cases[0]?.picture));
  if (live && p.problem && p.interactive) {
    const problem = p.problem;
    const button = el('button', { class: 'play-test' }, 'play this test by hand');
    button.addEventListener('click', (e) => {
      e.stopPropagation();
      startHandPlay(problem, t.input);
    });
    box.append(el('p', {}, button));
  }
  if (t.cases.length > 0) box.append(el('b', {}, t.played ? 'the position, under best play' : ''), caseView(t.cases));
  return box;
}

/**
 * A game played against the jury: the picture stepped move by move (the arrow keys, the buttons, or a click on a
 * move), the moves written out with what each of yours did to the result you could force, the move that threw it
 * away marked and a best line from just before it. With `pick`, the last position's legal moves can be clicked.
 */
function playedView(
  game: PlayedGame,
  picture: Picture | undefined,
  pick?: (target: { node?: number; cell?: number }) => void,
): HTMLElement {
  type Shown = { by: string; text: string; draw?: Move; value?: string; cls: string };
  const played: Shown[] = game.moves.map((m, k) => ({
    ...m,
    draw: m.draw as Move | undefined,
    cls: `${m.by}${k === game.thrownAway ? ' thrown' : ''}`,
  }));
  // The line that keeps the result: the game up to the move that threw it away, then best play from there.
  const kept: Shown[] =
    game.thrownAway === null
      ? []
      : [
          ...played.slice(0, game.thrownAway),
          ...game.bestLine.map((m) => ({ by: 'best', text: m.text, draw: m.draw as Move, cls: 'best' })),
        ];
  let shown = played;
  let step = game.thrownAway !== null && !pick ? game.thrownAway + 1 : played.length;
  const board = el('div', { class: 'picture', tabindex: '0' });
  const status = el('span', { class: 'step' });
  const list = el('ol', { class: 'played-moves' });
  let items: HTMLElement[] = [];
  const fill = () => {
    items = shown.map((m, k) => {
      const label = m.by === 'best' ? 'best' : m.by === 'you' ? 'you' : 'jury';
      const item = el('li', { class: m.cls }, `${label}: ${m.text}${m.value ? ` \u2014 ${m.value}` : ''}`);
      item.addEventListener('click', () => go(k + 1 - step));
      return item;
    });
    list.replaceChildren(...items);
  };
  const draw = () => {
    const line = shown.slice(0, step).flatMap((m) => (m.draw ? [m.draw] : []));
    const choices = pick && shown === played && step === played.length ? game.choices : [];
    board.replaceChildren(picture ? drawPicture(picture, line, line.length, choices, pick) : '');
    status.textContent = ` move ${step} of ${shown.length}${step > 0 ? `: ${shown[step - 1].text}` : ''}`;
    for (const [k, item] of items.entries()) item.classList.toggle('current', k === step - 1);
  };
  const go = (delta: number) => {
    step = Math.max(0, Math.min(shown.length, step + delta));
    draw();
  };
  const [back, forward] = stepButtons(board, go);
  fill();
  draw();
  let best: HTMLElement | string = '';
  if (game.thrownAway !== null) {
    const from = game.thrownAway + 1;
    const toggle = el('button', { class: 'best-toggle' }, 'step through the line that keeps it');
    toggle.addEventListener('click', () => {
      shown = shown === played ? kept : played;
      toggle.textContent = shown === played ? 'step through the line that keeps it' : 'back to the game as played';
      // The kept line starts from just before the move that threw the result away; the game as played, on it.
      step = shown === played ? from : from - 1;
      fill();
      draw();
    });
    const text = game.bestLine.map((m) => m.text).join(', ') || '(the game ends there)';
    best = el('p', { class: 'best-line' }, `from before move ${from}, a line that keeps the result: ${text} `, toggle);
  }
  return el(
    'div',
    { class: 'played' },
    el('p', { class: 'played-headline' }, game.headline),
    back,
    forward,
    status,
    board,
    list,
    best,
  );
}

/** The cases of the input, one shown at a time, with the picture stepped along the line of play. */
function caseView(cases: PageCase[]): HTMLElement {
  const holder = el('div', { class: 'case' });
  const select = el('select');
  for (let k = 0; k < cases.length; k++) select.append(el('option', { value: String(k) }, `case ${k + 1}`));
  const show = () => holder.replaceChildren(playView(cases[Number(select.value)]));
  select.addEventListener('change', show);
  show();
  return el('div', {}, cases.length > 1 ? select : '', holder);
}

/** The back and forward buttons of a picture stepped along a line; the arrow keys step it too while it has focus. */
function stepButtons(picture: HTMLElement, go: (delta: number) => void): [HTMLElement, HTMLElement] {
  const back = el('button', { class: 'back' }, '\u25c0');
  const forward = el('button', { class: 'forward' }, '\u25b6');
  back.addEventListener('click', () => go(-1));
  forward.addEventListener('click', () => go(1));
  picture.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowLeft') go(-1);
    if (e.key === 'ArrowRight') go(1);
  });
  return [back, forward];
}

type Move = { mover?: string; from?: number; to?: number; cell?: number; letter?: string };

/**
 * A case and the line of play that proves its answer: the picture with the whole line drawn on it (the moves made
 * so far solid, the rest faint), the moves written out beside it with the current one highlighted; the buttons, a
 * click on a move, or the arrow keys step it.
 */
function playView(c: PageCase): HTMLElement {
  const line = (c.explanation?.json.line ?? []) as Move[];
  const steps = c.explanation?.steps ?? [];
  let step = 0;
  const picture = el('div', { class: 'picture', tabindex: '0' });
  const status = el('span', { class: 'step' });
  const list = el('ol', { class: 'line-moves' });
  const items = steps.map((text, k) => {
    const item = el('li', { class: k % 2 === 0 ? 'first-mover' : 'second-mover' }, text);
    item.addEventListener('click', () => go(k + 1 - step));
    return item;
  });
  list.append(...items);
  const draw = () => {
    picture.replaceChildren(c.picture ? drawPicture(c.picture, line, step, [], undefined, true) : '');
    status.textContent = ` move ${step} of ${line.length}${step > 0 ? `: ${steps[step - 1]}` : ''}`;
    for (const [k, item] of items.entries()) item.classList.toggle('current', k === step - 1);
  };
  const go = (delta: number) => {
    step = Math.max(0, Math.min(line.length, step + delta));
    draw();
  };
  const [back, forward] = stepButtons(picture, go);
  picture.addEventListener('focus', () => (stepper = go));
  stepper = go;
  draw();
  const e = c.explanation;
  return el(
    'div',
    {},
    e ? el('p', {}, el('b', {}, e.headline)) : '',
    ...(e?.notes ?? []).map((n) => el('p', {}, n)),
    back,
    forward,
    status,
    el('div', { class: 'playline' }, picture, steps.length > 0 ? list : ''),
  );
}

/** The line of play the arrow keys step when no input has the focus: the one opened or focused last. */
let stepper: ((delta: number) => void) | null = null;

document.addEventListener('keydown', (e) => {
  const target = e.target as HTMLElement | null;
  if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
  if (target?.classList.contains('picture')) return; // the picture steps itself (stepButtons)
  if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && stepper) stepper(e.key === 'ArrowLeft' ? -1 : 1);
  if (e.key === 'n' || e.key === 'p') jumpToFailure(e.key === 'n' ? 1 : -1);
});

/** Opens the next (or previous) failing test after the one opened last, across problems, and scrolls to it. */
function jumpToFailure(direction: 1 | -1): void {
  const failing = [...document.querySelectorAll<HTMLElement>('tr.test')].filter(
    (row) => row.dataset.verdict !== 'AC' && !row.hidden,
  );
  if (failing.length === 0) return;
  const current = failing.findIndex((row) => row.classList.contains('focused'));
  const next = failing[(current + direction + failing.length) % failing.length];
  for (const row of failing) row.classList.remove('focused');
  next.classList.add('focused');
  if ((next.nextElementSibling as HTMLElement | null)?.dataset.open !== 'yes') next.click();
  next.scrollIntoView({ block: 'center' });
}

type Choice = PlayedGame['choices'][number];
type Pick = (target: { node?: number; cell?: number }) => void;

/**
 * The picture after `step` moves of `line`; nodes or cells among `choices` are marked and call `pick` on a click.
 * With `whole`, the rest of the line is drawn too, faintly: on a graph each move as an arrow, on a row each cell
 * still to be written with the letter and the move's number.
 */
function drawPicture(p: Picture, line: Move[], step: number, choices: Choice[] = [], pick?: Pick, whole = false): Node {
  if (p.kind === 'row') {
    const cells = p.row.split('');
    for (const m of line.slice(0, step)) cells[m.cell!] = m.letter!;
    const last = step > 0 ? line[step - 1].cell : -1;
    const later = new Map<number, { letter: string; at: number }>();
    if (whole)
      for (let k = step; k < line.length; k++) later.set(line[k].cell!, { letter: line[k].letter!, at: k + 1 });
    return el(
      'div',
      { class: 'cells' },
      ...cells.map((c, k) => {
        const future = later.get(k);
        const classes = [
          k === last ? 'last' : '',
          choices.some((x) => x.cell === k) ? 'choice' : '',
          future ? 'future' : '',
        ]
          .join(' ')
          .trim();
        const cell = el(
          'span',
          classes ? { class: classes, 'data-cell': String(k) } : { 'data-cell': String(k) },
          c === '*' ? (future ? future.letter : '') : c,
        );
        if (future) cell.title = `move ${future.at}`;
        if (pick && classes.includes('choice')) cell.addEventListener('click', () => pick({ cell: k }));
        return cell;
      }),
    );
  }
  return drawGraph(p, line, step, choices, pick, whole);
}

interface NodeAt extends SimulationNodeDatum {
  id: number;
}

/** Layouts by the graph's lists: the live page gets new data objects at every push, the same graphs in them. */
const layouts = new Map<string, NodeAt[]>();

/** Positions by a force layout (d3-force), computed once per graph and kept: edges seldom cross on small graphs. */
function layout(p: Extract<Picture, { kind: 'graph' }>): NodeAt[] {
  const key = JSON.stringify(p.lists);
  const known = layouts.get(key);
  if (known) return known;
  const nodes: NodeAt[] = p.lists.map((_, id) => ({ id }));
  const links = p.lists.flatMap((list, a) => list.filter((b) => b > a).map((b) => ({ source: a, target: b })));
  const simulation = forceSimulation(nodes)
    .force('link', forceLink(links).distance(45))
    .force('charge', forceManyBody().strength(-160))
    .force('center', forceCenter(0, 0))
    .stop();
  for (let k = 0; k < 300; k++) simulation.tick();
  layouts.set(key, nodes);
  return nodes;
}

/** Arrow heads for the moves of the line of play, one per animal's colour. */
function arrowHeads(): SVGElement {
  const defs = svg('defs', {});
  for (const who of ['mouse', 'cat']) {
    const marker = svg('marker', {
      id: `head-${who}`,
      viewBox: '0 0 10 10',
      refX: 8,
      refY: 5,
      markerWidth: 5,
      markerHeight: 5,
      orient: 'auto-start-reverse',
    });
    marker.append(svg('path', { d: 'M 0 0 L 10 5 L 0 10 z', class: `head ${who}` }));
    defs.append(marker);
  }
  return defs;
}

const SVG = 'http://www.w3.org/2000/svg';
function svg(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

function drawGraph(
  p: Extract<Picture, { kind: 'graph' }>,
  line: Move[],
  step: number,
  choices: Choice[] = [],
  pick?: Pick,
  whole = false,
): Node {
  const nodes = layout(p);
  const xs = nodes.map((n) => n.x!);
  const ys = nodes.map((n) => n.y!);
  const [minX, minY] = [Math.min(...xs) - 30, Math.min(...ys) - 30];
  const [w, h] = [Math.max(...xs) - minX + 30, Math.max(...ys) - minY + 30];
  const root = svg('svg', { viewBox: `${minX} ${minY} ${w} ${h}`, width: Math.min(760, w * 2), class: 'graph' });
  root.append(arrowHeads());
  const at: Record<string, number> = { mouse: p.marks.mouse, cat: p.marks.cat };
  for (const m of line.slice(0, step)) at[m.mover!] = m.to!;
  const lastMove = step > 0 ? line[step - 1] : null;
  p.lists.forEach((list, a) => {
    for (const b of list) {
      if (b <= a) continue;
      const moved =
        lastMove && ((lastMove.from === a && lastMove.to === b) || (lastMove.from === b && lastMove.to === a));
      root.append(
        svg('line', {
          x1: nodes[a].x!,
          y1: nodes[a].y!,
          x2: nodes[b].x!,
          y2: nodes[b].y!,
          stroke: moved ? '#cf222e' : '#bbb',
          'stroke-width': moved ? 3 : 1,
        }),
      );
    }
  });
  // The line of play: every move an arrow in its mover's colour, those made so far solid, the rest faint.
  if (whole) {
    line.forEach((m, k) => {
      if (m.from === undefined || m.to === undefined || m.from === m.to) return;
      const [a, b] = [nodes[m.from], nodes[m.to]];
      const length = Math.hypot(b.x! - a.x!, b.y! - a.y!) || 1;
      const [dx, dy] = [((b.x! - a.x!) / length) * 11, ((b.y! - a.y!) / length) * 11];
      // Mouse and cat arrows on the same edge are set apart a little, each to its own side.
      const [ox, oy] = m.mover === 'mouse' ? [-dy * 0.25, dx * 0.25] : [dy * 0.25, -dx * 0.25];
      root.append(
        svg('line', {
          x1: a.x! + dx + ox,
          y1: a.y! + dy + oy,
          x2: b.x! - dx + ox,
          y2: b.y! - dy + oy,
          class: `move ${m.mover} ${k < step ? 'made' : 'later'}${k === step - 1 ? ' current' : ''}`,
          'marker-end': `url(#head-${m.mover})`,
          'data-move': k + 1,
        }),
      );
    });
  }
  nodes.forEach((n) => {
    const hole = n.id === p.marks.hole;
    const choice = choices.some((c) => c.node === n.id);
    const circle = svg('circle', {
      cx: n.x!,
      cy: n.y!,
      r: 9,
      fill: hole ? '#222' : choice ? '#ddf4ff' : '#fff',
      stroke: choice ? '#0969da' : '#555',
      'data-node': n.id,
      class: choice ? 'node choice' : 'node',
    });
    if (pick && choice) circle.addEventListener('click', () => pick({ node: n.id }));
    root.append(circle);
    root.append(
      svg('text', { x: n.x!, y: n.y! + 4, 'text-anchor': 'middle', fill: hole ? '#fff' : '#222' }, String(n.id)),
    );
  });
  for (const [who, color] of [
    ['mouse', '#1a7f37'],
    ['cat', '#cf222e'],
  ] as const) {
    const n = nodes[at[who]];
    root.append(
      svg(
        'text',
        { x: n.x! + 11, y: n.y! - 8, fill: color, class: who, 'font-weight': 'bold' },
        who === 'mouse' ? 'M' : 'C',
      ),
    );
  }
  return root;
}

render();

// The live page (npm run ui): the server sends the whole data on connecting, then what changed (LiveEvent); the page
// applies each event as it comes and draws again, at most once a frame, only what the events touched.
if (data.live) {
  let frame = 0;
  let whole = false;
  const touchedNow = new Set<string>();
  new EventSource('/events').onmessage = (message) => {
    const event = JSON.parse(message.data as string) as LiveEvent;
    const applied = applyEvent(data, event);
    data = Object.assign(applied.data, { live: true });
    if (event.kind === 'snapshot') whole = true;
    if (applied.problem !== undefined) touchedNow.add(applied.problem);
    if (frame !== 0) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (whole) render();
      else update(touchedNow);
      whole = false;
      touchedNow.clear();
    });
  };
}
