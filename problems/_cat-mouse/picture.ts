// How the page draws a cat-and-mouse graph: its nodes and edges, with the hole and both animals' starts marked.
import type { Picture } from '../_authoring/index.ts';

export const graphPicture = (graph: number[][]): Picture => ({
  kind: 'graph',
  lists: graph,
  marks: { hole: 0, mouse: 1, cat: 2 },
});
