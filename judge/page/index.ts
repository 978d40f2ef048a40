// judge/page: the judge's page, written once with a finished run (--html) or served live by `npm run ui`: the page
// itself (browser/), the data it shows and the events that change it, the protocol its server and it speak
// (protocol.ts), the server, and the live judge that re-judges on save.
export { type BoardRun, type BoardSource, type BoardSourceCell, boardHtml } from './board-page.ts';
export { htmlReport } from './html-report.ts';
export { type PageData, tally } from './page-data.ts';
export { verdictReason } from './verdict-reason.ts';
export {
  type KillTable,
  mutationSummaryFile,
  type PageMutation,
  sha256Of,
} from './mutation-summary.ts';
export { type LiveEvent, ROUTES } from './protocol.ts';
export type { TestdataEngines } from './engines.ts';
export type { JudgingHow, Target } from './live-judge.ts';
export { startUi, type UiServer } from './server.ts';
