// judge/report: a judge run shown: as text or JSON, as progress on a terminal, and as the page (--html, the live page).
export {
  type CasesCache,
  type Explainers,
  loadExplainers,
  htmlReport,
  mutationOf,
  pageHtml,
  pageLimits,
  pageProblem,
  pageRow,
  pageTest,
  tally,
} from './html-report.ts';
export {
  applyEvent,
  type LiveEvent,
  type PageData,
  type PageHead,
  type PageProblem,
  type PageRow,
  type PageStatus,
  type PageTest,
} from './page/page-data.ts';
export {
  type KillTable,
  mutationSummaryFile,
  type PageMutation,
  readMutationSummary,
  sha256Of,
} from './mutation-summary.ts';
export { progressView } from './progress.ts';
export { formatJson, formatText } from './report.ts';
export { verdictReason } from './page/verdict-reason.ts';
