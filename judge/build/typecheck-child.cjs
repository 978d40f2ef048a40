// The type checker's own process, started once by judge/run/typecheck.ts and kept for the life of its parent: plain
// Node.js, so the compiler loads in a quarter of a second (through tsx it takes twice that), and off the judge's
// thread, which goes on bundling meanwhile. Reads a request a line on stdin (the parent sends the next once this one
// is answered):
//   {"file": "/abs/solution.ts", "options": {...}, "folders": [{"folder": "/abs", "refusal": null}, ...]}
// and answers each with a line on stdout:
//   {"diagnostics": ["/abs/file.ts:line:col: error TS2322: ...", ...], "more": 0, "read": ["/abs/solution.ts", ...]}
// (`read`: the files the check read, libraries aside). The library files are parsed once and kept
// (kept-libraries.cjs), so a check after the first costs the solution's own files (22 ms for a small one, where
// parsing the ES2022 library again cost 93). Node.js's types are loaded only for a file that needs them (a program
// reading stdin itself: "cannot find name 'require'"). The compiler reads only what the submission may import
// (`folders`, confined-imports.ts's submissionFolders: the first that holds a file's real path decides): any other
// file is as if absent, so an import of the answers is "cannot find module". Exits when stdin ends.
'use strict';
const { realpathSync } = require('node:fs');
const readline = require('node:readline');
const { sep } = require('node:path');
const ts = require('typescript');
const { keepLibraries } = require('./kept-libraries.cjs');

/** Codes of "cannot find name 'require' / 'process' (do you need Node.js's types?)" and "cannot find module 'fs'". */
const NEEDS_NODE_TYPES = new Set([2580, 2591, 2592, 2307]);
const MAX_MESSAGES = 20;
/** The last program, by whether it has Node.js's types. */
const last = new Map();

/** Whether the check may read `path`: the first of `folders` that holds its real path lets it in. */
function readable(path, folders) {
  let file = path;
  try {
    file = realpathSync(path);
  } catch {
    // not there: as given
  }
  const holds = (folder) => file === folder || file.startsWith(folder.endsWith(sep) ? folder : folder + sep);
  const rule = folders.find((r) => holds(r.folder));
  return rule !== undefined && rule.refusal === null;
}

/**
 * The compiler's own host, but for the files the submission may not read, which it finds absent (asked only of a file
 * that exists: an absent one is absent either way, and the probes for packages are many).
 */
function confinedHost(options, folders) {
  const host = keepLibraries(ts.createCompilerHost(options), options);
  const { fileExists, readFile, directoryExists, getSourceFile } = host;
  host.fileExists = (path) => fileExists.call(host, path) && readable(path, folders);
  host.readFile = (path) => (readable(path, folders) ? readFile.call(host, path) : undefined);
  host.directoryExists = (path) => directoryExists.call(host, path) && readable(path, folders);
  host.getSourceFile = (path, ...rest) =>
    readable(path, folders) ? getSourceFile.call(host, path, ...rest) : undefined;
  return host;
}

function check(file, compilerOptions, folders, node) {
  const options = { ...compilerOptions, types: node ? ['node'] : [] };
  const program = ts.createProgram([file], options, confinedHost(options, folders), last.get(node));
  last.set(node, program);
  return { program, diagnostics: ts.getPreEmitDiagnostics(program) };
}

/** A diagnostic as tsc prints it, its file named by its absolute path (the parent names it from where it is). */
function describe(d) {
  const text = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
  if (!d.file || d.start === undefined) return `error TS${d.code}: ${text}`;
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
  return `${d.file.fileName}:${line + 1}:${character + 1}: error TS${d.code}: ${text}`;
}

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const { file, options: json, folders } = JSON.parse(line);
  const { options } = ts.convertCompilerOptionsFromJson(json, process.cwd());
  let { program, diagnostics } = check(file, options, folders, false);
  if (diagnostics.some((d) => NEEDS_NODE_TYPES.has(d.code)))
    ({ program, diagnostics } = check(file, options, folders, true));
  const read = program
    .getSourceFiles()
    .filter((f) => !program.isSourceFileDefaultLibrary(f) && !f.fileName.includes('/node_modules/'))
    .map((f) => f.fileName);
  const shown = diagnostics.slice(0, MAX_MESSAGES).map(describe);
  process.stdout.write(`${JSON.stringify({ diagnostics: shown, more: diagnostics.length - shown.length, read })}\n`);
});
