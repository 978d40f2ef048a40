// A game's picture after some moves of a line of play: a graph with the mouse, the cat and the hole, or a row of
// cells. The whole line is drawn (the moves made solid, the rest faint), the last move marked, the move that threw
// a result away in its own colour, and a legend says which colour is what. Nodes or cells the player may choose are
// marked and can be clicked.
import { forceCenter, forceLink, forceManyBody, forceSimulation, type SimulationNodeDatum } from 'd3-force';
import type { Picture, PlayedGame } from '../../../../problems/_authoring/index.ts';

export type Move = { mover?: string; from?: number; to?: number; cell?: number; letter?: string };
export type Choice = PlayedGame['choices'][number];
export type Pick = (target: { node?: number; cell?: number }) => void;

export interface PictureProps {
  picture: Picture;
  line: Move[];
  /** Moves of the line made so far. */
  step: number;
  /** The index in `line` of the move that threw a result away, if one did. */
  blamed?: number | null;
  choices?: Choice[];
  pick?: Pick;
}

export function GamePicture(props: PictureProps) {
  return props.picture.kind === 'row' ? <Row {...props} /> : <Graph {...props} />;
}

function Row({ picture, line, step, blamed = null, choices = [], pick }: PictureProps) {
  if (picture.kind !== 'row') return null;
  const cells = picture.row.split('');
  for (const m of line.slice(0, step)) cells[m.cell!] = m.letter!;
  const last = step > 0 ? line[step - 1].cell : -1;
  const blamedCell = blamed !== null && blamed < step ? (line[blamed].cell ?? -1) : -1;
  const later = new Map<number, { letter: string; at: number }>();
  for (let k = step; k < line.length; k++) later.set(line[k].cell!, { letter: line[k].letter!, at: k + 1 });
  return (
    <div class="row-picture">
      <div class="cells">
        {cells.map((c, k) => {
          const future = later.get(k);
          const choice = choices.some((x) => x.cell === k);
          const classes = [
            k === last ? 'last' : '',
            k === blamedCell ? 'blamed' : '',
            choice ? 'choice' : '',
            future ? 'future' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <span
              key={k}
              class={classes || undefined}
              data-cell={k}
              title={future ? `move ${future.at}` : `cell ${k}`}
              onClick={pick && choice ? () => pick({ cell: k }) : undefined}
            >
              {c === '*' ? (future ? future.letter : '') : c}
            </span>
          );
        })}
      </div>
      <Legend row blamed={blamedCell >= 0} later={later.size > 0} />
    </div>
  );
}

interface NodeAt extends SimulationNodeDatum {
  id: number;
}

/** Positions by a force layout (d3-force), computed once per graph and kept: edges seldom cross on small graphs. */
const layouts = new Map<string, NodeAt[]>();
function layout(lists: number[][]): NodeAt[] {
  const key = JSON.stringify(lists);
  const known = layouts.get(key);
  if (known) return known;
  const nodes: NodeAt[] = lists.map((_, id) => ({ id }));
  const links = lists.flatMap((list, a) => list.filter((b) => b > a).map((b) => ({ source: a, target: b })));
  const simulation = forceSimulation(nodes)
    .force('link', forceLink(links).distance(45))
    .force('charge', forceManyBody().strength(-160))
    .force('center', forceCenter(0, 0))
    .stop();
  for (let k = 0; k < 300; k++) simulation.tick();
  layouts.set(key, nodes);
  return nodes;
}

const HEADS = ['mouse', 'cat', 'blamed'];

function Graph({ picture, line, step, blamed = null, choices = [], pick }: PictureProps) {
  if (picture.kind !== 'graph') return null;
  const nodes = layout(picture.lists);
  const xs = nodes.map((n) => n.x!);
  const ys = nodes.map((n) => n.y!);
  const [minX, minY] = [Math.min(...xs) - 30, Math.min(...ys) - 30];
  const [w, h] = [Math.max(...xs) - minX + 30, Math.max(...ys) - minY + 30];
  const at: Record<string, number> = { mouse: picture.marks.mouse, cat: picture.marks.cat };
  for (const m of line.slice(0, step)) if (m.mover !== undefined && m.to !== undefined) at[m.mover] = m.to;
  const last = step > 0 ? line[step - 1] : null;
  const edges = picture.lists.flatMap((list, a) => list.filter((b) => b > a).map((b) => [a, b] as const));
  const isLast = (a: number, b: number) =>
    last !== null && ((last.from === a && last.to === b) || (last.from === b && last.to === a));
  return (
    <div class="graph-picture">
      <svg viewBox={`${minX} ${minY} ${w} ${h}`} width={Math.min(640, w * 2)} class="graph">
        <title>{`the graph: mouse on ${at.mouse}, cat on ${at.cat}, after ${step} of ${line.length} moves`}</title>
        <defs>
          {HEADS.map((who) => (
            <marker
              key={who}
              id={`head-${who}`}
              viewBox="0 0 10 10"
              refX={8}
              refY={5}
              markerWidth={5}
              markerHeight={5}
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" class={`head ${who}`} />
            </marker>
          ))}
        </defs>
        {edges.map(([a, b]) => (
          <line
            key={`${a}-${b}`}
            x1={nodes[a].x}
            y1={nodes[a].y}
            x2={nodes[b].x}
            y2={nodes[b].y}
            class={isLast(a, b) ? 'edge last' : 'edge'}
          />
        ))}
        {line.map((m, k) => {
          if (m.from === undefined || m.to === undefined || m.from === m.to) return null;
          const [a, b] = [nodes[m.from], nodes[m.to]];
          const length = Math.hypot(b.x! - a.x!, b.y! - a.y!) || 1;
          const [dx, dy] = [((b.x! - a.x!) / length) * 11, ((b.y! - a.y!) / length) * 11];
          // Mouse and cat arrows on the same edge are set apart a little, each to its own side.
          const [ox, oy] = m.mover === 'mouse' ? [-dy * 0.25, dx * 0.25] : [dy * 0.25, -dx * 0.25];
          const who = k === blamed ? 'blamed' : m.mover!;
          return (
            <line
              key={k}
              x1={a.x! + dx + ox}
              y1={a.y! + dy + oy}
              x2={b.x! - dx + ox}
              y2={b.y! - dy + oy}
              class={`move ${m.mover}${k === blamed ? ' blamed' : ''} ${k < step ? 'made' : 'later'}${k === step - 1 ? ' current' : ''}`}
              marker-end={`url(#head-${who})`}
              data-move={k + 1}
            />
          );
        })}
        {nodes.map((n) => {
          const hole = n.id === picture.marks.hole;
          const choice = choices.some((c) => c.node === n.id);
          return (
            <g key={n.id} class={`node${hole ? ' hole' : ''}${choice ? ' choice' : ''}`}>
              <circle
                cx={n.x}
                cy={n.y}
                r={9}
                data-node={n.id}
                class={choice ? 'node choice' : 'node'}
                onClick={pick && choice ? () => pick({ node: n.id }) : undefined}
              />
              <text x={n.x} y={n.y! + 4} text-anchor="middle">
                {n.id}
              </text>
            </g>
          );
        })}
        <Animals nodes={nodes} mouse={at.mouse} cat={at.cat} />
      </svg>
      <Legend blamed={blamed !== null && blamed < line.length} later={step < line.length} />
    </div>
  );
}

/** M and C beside their nodes; on one node they are one marker, "MC", so neither hides the other. */
function Animals({ nodes, mouse, cat }: { nodes: NodeAt[]; mouse: number; cat: number }) {
  const place = (node: number) => ({ x: nodes[node].x! + 11, y: nodes[node].y! - 8 });
  if (mouse === cat) {
    const { x, y } = place(mouse);
    return (
      <text x={x} y={y} class="marker both" font-weight="bold">
        <tspan class="mouse">M</tspan>
        <tspan class="cat">C</tspan>
      </text>
    );
  }
  return (
    <>
      {(['mouse', 'cat'] as const).map((who) => {
        const { x, y } = place(who === 'mouse' ? mouse : cat);
        return (
          <text key={who} x={x} y={y} class={`marker ${who}`} font-weight="bold">
            {who === 'mouse' ? 'M' : 'C'}
          </text>
        );
      })}
    </>
  );
}

/** What each colour means on the picture. */
function Legend({ row = false, blamed, later }: { row?: boolean; blamed: boolean; later: boolean }) {
  return (
    <p class="legend">
      {row ? (
        <span class="key last-cell">last letter written</span>
      ) : (
        <>
          <span class="key mouse">mouse (M), its moves</span>
          <span class="key cat">cat (C), its moves</span>
          <span class="key hole">hole</span>
          <span class="key last-edge">last move</span>
        </>
      )}
      {blamed ? <span class="key blamed">the move that threw the result away</span> : null}
      {later ? <span class="key later">faint: moves still to come</span> : null}
    </p>
  );
}
