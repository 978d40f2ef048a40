// judge/report: a judge run shown: as text or JSON, and as progress on a terminal (the page is judge/page's).
export { progressView } from './progress.ts';
export { formatJson, formatText } from './report.ts';
