// Bench program, bundled and run by bench/cat-mouse-scale.ts in a fresh Node.js process, as the submitted bundle is:
// reads a BHOJ 1460 input file and prints how many milliseconds the solver took on it, parsing excluded.
import { readFileSync } from 'node:fs';
import { moveGraphFromLists, solveCatMouse } from '../lib/cat-mouse.ts';
import { readBhojGraph } from '../lib/read-bhoj-graph.ts';

const lists = readBhojGraph(readFileSync(process.argv[2], 'utf8'));
const started = performance.now();
const outcome = solveCatMouse(moveGraphFromLists(lists));
process.stdout.write(`${performance.now() - started} ${outcome}\n`);
