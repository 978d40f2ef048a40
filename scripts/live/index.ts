// scripts/live: the live page of `npm run ui`: a loopback server that judges, watches and re-judges.
export { addressedHere, readBody, sendJson } from './loopback.ts';
export { startUi, type UiServer } from './server.ts';
export { takeScreenshots } from './screenshots.ts';
