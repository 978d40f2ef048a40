// The authoring API: everything a problem folder may import from the kit (types, validation helpers, the seeded
// rng, graph building, fast-check for stress cases). Problems import this file and their shared folder, nothing else.
export { default as fc } from 'fast-check';
export * from './graphs.ts';
export * from './problem-definition.ts';
export { Rng } from './rng.ts';
export * from './validation.ts';
export { seedBound } from './seed-bound.ts';
export { smallerList } from './smaller.ts';
