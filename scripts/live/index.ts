// scripts/live: the live page of `npm run ui`: a loopback server that judges, watches and re-judges.
export { startUi } from './server.ts';
