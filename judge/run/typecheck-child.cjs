// The type checker's own process, started once by judge/run/typecheck.ts and kept for the life of its parent: plain
// Node.js, so the compiler loads in a quarter of a second (through tsx it takes twice that), and off the judge's
// thread, which goes on bundling meanwhile. Reads a request a line on stdin:
//   {"id": 1, "file": "/abs/solution.ts", "options": {...compiler options...}}
// and answers each with a line on stdout:
//   {"id": 1, "diagnostics": ["file:line:col: error TS2322: ...", ...], "more": 0, "read": ["/abs/solution.ts", ...]}
// (`read`: the files the check read, libraries aside). Each program reuses the files the last one parsed (the
// libraries), so a check after the first costs the solution's own files. Node.js's types are loaded only for a file
// that needs them (a program reading stdin itself: "cannot find name 'require'"). Exits when stdin ends.
'use strict';
const readline = require('node:readline');
const { relative } = require('node:path');
const ts = require('typescript');

/** Codes of "cannot find name 'require' / 'process' (do you need Node.js's types?)" and "cannot find module 'fs'". */
const NEEDS_NODE_TYPES = new Set([2580, 2591, 2592, 2307]);
const MAX_MESSAGES = 20;
/** The last program, by whether it has Node.js's types. */
const last = new Map();

function check(file, options, node) {
  const program = ts.createProgram([file], { ...options, types: node ? ['node'] : [] }, undefined, last.get(node));
  last.set(node, program);
  return { program, diagnostics: ts.getPreEmitDiagnostics(program) };
}

function describe(d) {
  const text = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
  if (!d.file || d.start === undefined) return `error TS${d.code}: ${text}`;
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
  const inside = relative(process.cwd(), d.file.fileName);
  const where = inside.startsWith('..') ? d.file.fileName : inside;
  return `${where}:${line + 1}:${character + 1}: error TS${d.code}: ${text}`;
}

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const { id, file, options: json } = JSON.parse(line);
  const { options } = ts.convertCompilerOptionsFromJson(json, process.cwd());
  let { program, diagnostics } = check(file, options, false);
  if (diagnostics.some((d) => NEEDS_NODE_TYPES.has(d.code))) ({ program, diagnostics } = check(file, options, true));
  const read = program
    .getSourceFiles()
    .filter((f) => !program.isSourceFileDefaultLibrary(f) && !f.fileName.includes('/node_modules/'))
    .map((f) => f.fileName);
  const shown = diagnostics.slice(0, MAX_MESSAGES).map(describe);
  process.stdout.write(
    `${JSON.stringify({ id, diagnostics: shown, more: diagnostics.length - shown.length, read })}\n`,
  );
});
