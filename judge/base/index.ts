// judge/base: what every other part stands on: the two kinds of error, test files read as strict UTF-8 text, files
// written whole or not at all, results kept by the files they were made from, a file named from a folder, a
// program's text made fit for a terminal, work on many items a few at a time, a value from outside written as a
// source literal that cannot become code, what the kit's loopback servers check of a request.
export { UsageError, UserError } from './errors.ts';
export { decodeOutput, decodeTestText, readTestText } from './text-files.ts';
export { createFileAtomic, writeFileAtomic } from './write-atomic.ts';
export { type ReadFiles, readFiles, recallRemembered, sha } from './remembered-results.ts';
export { shownFrom } from './shown-path.ts';
export { terminalSafe } from './terminal-text.ts';
export { atOnce } from './at-once.ts';
export { sourceLiteral } from './source-literal.ts';
export { addressedHere, ownHosts, readBody, sendJson } from './loopback.ts';
