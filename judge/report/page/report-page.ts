// The judge page in the browser: renders the data it is given (one run, embedded in the page) into per-problem
// verdict counts, a row per test with its time and memory drawn against the limits, and, for a test opened, its
// input, expected and actual output side by side, and a picture of the game stepped along its line of play.
import { forceCenter, forceLink, forceManyBody, forceSimulation, type SimulationNodeDatum } from 'd3-force';
import type { ExchangeLine, Picture, PlayedGame } from '../../../problems/_authoring/index.ts';
import type { PageCase, PageData, PageProblem, PageTest } from './page-data.ts';

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

function render(): void {
  app.replaceChildren(
    el('h1', {}, data.title),
    el('p', { class: data.ok ? 'AC' : 'WA', id: 'overall' }, data.ok ? 'all tests AC' : 'not all tests AC'),
  );
  const failingOnly = el('input', { type: 'checkbox', id: 'failing-only' });
  failingOnly.checked = failingOnlyChecked;
  app.append(el('label', {}, failingOnly, ' failing tests only'));
  for (const e of data.errors) app.append(el('pre', { class: 'WA error' }, `error ${e.problem}: ${e.message}`));
  const sections = data.problems.map(problemSection);
  app.append(...sections.map((s) => s.node));
  const filter = () => {
    failingOnlyChecked = failingOnly.checked;
    for (const s of sections) s.filter(failingOnly.checked);
  };
  failingOnly.addEventListener('change', filter);
  filter();
}

function problemSection(p: PageProblem): { node: HTMLElement; filter: (failingOnly: boolean) => void } {
  const counts = el(
    'p',
    { class: 'counts', 'data-problem': p.id },
    el('span', { class: 'total' }, `${p.accepted}/${p.total} AC`),
  );
  for (const [verdict, count] of Object.entries(p.counts))
    counts.append(el('span', { class: verdict, 'data-verdict': verdict }, `${verdict} ${count}`));
  const table = el('table');
  // Failures first: the first failing test is opened by itself, with its diff, picture and line of play, until the
  // reader opens or closes a test of this problem.
  const firstFailure = p.tests.find((t) => t.verdict !== 'AC');
  if (firstFailure && !touched.has(p.id)) opened.add(`${p.id}/${firstFailure.key}`);
  const rows = p.tests.map((t) => testRow(p, t));
  table.append(...rows.flat());
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
    ...compileError,
    ...dataErrors,
    table,
  );
  if (live && p.problem) node.append(addTestForm(p.problem), matrixView(p.problem));
  if (live && p.problem && p.interactive) {
    node.append(handPlaySection(p.problem));
  }
  // A test's detail row stays as the reader left it (open or closed) unless the filter hides the test.
  const filter = (failingOnly: boolean) =>
    p.tests.forEach((t, k) => {
      const [row, detail] = rows[k];
      row.hidden = failingOnly && t.verdict === 'AC';
      detail.hidden = row.hidden || detail.dataset.open !== 'yes';
    });
  return { node, filter };
}

function testRow(p: PageProblem, t: PageTest): HTMLElement[] {
  const row = el(
    'tr',
    { class: 'test', 'data-key': t.key, 'data-verdict': t.verdict },
    el('td', {}, el('span', { class: `v ${t.verdict}` }, t.verdict)),
    el('td', {}, t.key),
    el(
      'td',
      {},
      bar(t.cpuMs, p.limits.timeMs, (v) => `${Math.round(v)} ms`),
    ),
    el(
      'td',
      {},
      bar(t.peakRssKb === null ? null : t.peakRssKb / 1024, p.limits.memoryMb, (v) => `${v.toFixed(1)} MB`),
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

function testDetail(p: PageProblem, t: PageTest): HTMLElement {
  const why = t.diff
    ? `line ${t.diff.line}: expected ${JSON.stringify(t.diff.expected ?? null)}, got ${JSON.stringify(t.diff.actual ?? null)}`
    : (t.checkerReason ?? '');
  const box = el(
    'div',
    {},
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

function playView(c: PageCase): HTMLElement {
  const line = (c.explanation?.json.line ?? []) as Move[];
  let step = 0;
  const picture = el('div', { class: 'picture', tabindex: '0' });
  const status = el('span', { class: 'step' });
  const draw = () => {
    picture.replaceChildren(c.picture ? drawPicture(c.picture, line, step) : '');
    status.textContent = ` move ${step} of ${line.length}${step > 0 ? `: ${c.explanation!.steps[step - 1]}` : ''}`;
  };
  const go = (delta: number) => {
    step = Math.max(0, Math.min(line.length, step + delta));
    draw();
  };
  const [back, forward] = stepButtons(picture, go);
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
    picture,
  );
}

type Choice = PlayedGame['choices'][number];
type Pick = (target: { node?: number; cell?: number }) => void;

/** The picture after `step` moves of `line`; nodes or cells among `choices` are marked and call `pick` on a click. */
function drawPicture(p: Picture, line: Move[], step: number, choices: Choice[] = [], pick?: Pick): Node {
  if (p.kind === 'row') {
    const cells = p.row.split('');
    for (const m of line.slice(0, step)) cells[m.cell!] = m.letter!;
    const last = step > 0 ? line[step - 1].cell : -1;
    return el(
      'div',
      { class: 'cells' },
      ...cells.map((c, k) => {
        const classes = [k === last ? 'last' : '', choices.some((x) => x.cell === k) ? 'choice' : ''].join(' ').trim();
        const cell = el(
          'span',
          classes ? { class: classes, 'data-cell': String(k) } : { 'data-cell': String(k) },
          c === '*' ? '' : c,
        );
        if (pick && classes.includes('choice')) cell.addEventListener('click', () => pick({ cell: k }));
        return cell;
      }),
    );
  }
  return drawGraph(p, line, step, choices, pick);
}

interface NodeAt extends SimulationNodeDatum {
  id: number;
}

const layouts = new WeakMap<object, NodeAt[]>();

/** Positions by a force layout (d3-force), computed once per graph and kept: edges seldom cross on small graphs. */
function layout(p: Extract<Picture, { kind: 'graph' }>): NodeAt[] {
  const known = layouts.get(p);
  if (known) return known;
  const nodes: NodeAt[] = p.lists.map((_, id) => ({ id }));
  const links = p.lists.flatMap((list, a) => list.filter((b) => b > a).map((b) => ({ source: a, target: b })));
  const simulation = forceSimulation(nodes)
    .force('link', forceLink(links).distance(45))
    .force('charge', forceManyBody().strength(-160))
    .force('center', forceCenter(0, 0))
    .stop();
  for (let k = 0; k < 300; k++) simulation.tick();
  layouts.set(p, nodes);
  return nodes;
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
): Node {
  const nodes = layout(p);
  const xs = nodes.map((n) => n.x!);
  const ys = nodes.map((n) => n.y!);
  const [minX, minY] = [Math.min(...xs) - 30, Math.min(...ys) - 30];
  const [w, h] = [Math.max(...xs) - minX + 30, Math.max(...ys) - minY + 30];
  const root = svg('svg', { viewBox: `${minX} ${minY} ${w} ${h}`, width: Math.min(640, w * 1.5), class: 'graph' });
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

// The live page (npm run ui): the server pushes the whole data whenever a test finishes; redraw at most once a frame.
if (data.live) {
  let frame = 0;
  new EventSource('/events').onmessage = (event) => {
    data = JSON.parse(event.data as string) as PageData;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(render);
  };
}
