// Run by type-check.ts as a plain Node.js process (the compiler loads twice as fast without tsx's loader), kept for a
// whole mutation run: whether each mutant's source still type-checks, as a TypeScript judge would compile it. Reads
// one JSON request a line on stdin:
//   {"entry": "/abs/solution.ts", "options": {...}, "mutants": [{"id": "7", "file": "/abs/lib.ts", "start": 10, "end": 14, "code": "a - b"}]}
// and answers each with a line {"<id>": "solutions/lib.ts:3:5: error TS2322: ..." or null, ...} on stdout.
// A program costs half a second (a fresh checker each time), so mutants are checked many at once, as Stryker's
// TypeScript checker does: a group holds at most one mutant of each top-level statement (one mutant cannot then
// hide another's error by changing the code the error is in); a group with no new error clears them all; an error in
// a statement is blamed on the group's mutant there; what is left of a group with errors no mutant's statement holds
// is split in two; every error reported is confirmed by its mutant alone. (A mutant whose error another group member hides through an inferred
// type is reported as no error: it is then judged by its answers, as it would be without this check.)
'use strict';
const { readFileSync } = require('node:fs');
const { relative } = require('node:path');
const readline = require('node:readline');
const ts = require('typescript');

const sources = new Map();
const source = (file) => {
  if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8'));
  return sources.get(file);
};
/** The last program (its files are reused by the next), and the unmutated errors of each file. */
let last;
const baselines = new Map();

/** The errors of `files` with every edit of `group` applied (none: the unmutated files). */
function errorsWith(entry, options, group, files) {
  const texts = new Map();
  for (const file of files) {
    let text = source(file);
    const edits = group.filter((m) => m.file === file).sort((a, b) => b.start - a.start);
    for (const m of edits) text = text.slice(0, m.start) + m.code + text.slice(m.end);
    texts.set(file, text);
  }
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile;
  host.getSourceFile = (name, target, ...rest) =>
    texts.has(name) && group.length > 0
      ? ts.createSourceFile(name, texts.get(name), target, true)
      : read.call(host, name, target, ...rest);
  const program = ts.createProgram([entry], options, host, last);
  last = program;
  const errors = [];
  for (const file of files) {
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile) continue;
    for (const d of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
      const text = ts.flattenDiagnosticMessageText(d.messageText, ' ');
      const { line, character } = sourceFile.getLineAndCharacterOfPosition(d.start ?? 0);
      errors.push({
        file,
        at: d.start ?? 0,
        key: `${file} TS${d.code}: ${text}`,
        shown: `${relative(process.cwd(), file)}:${line + 1}:${character + 1}: error TS${d.code}: ${text}`,
      });
    }
  }
  return errors;
}

/** The top-level statements of a file as written, by their [pos, end) offsets. */
const statementsOf = new Map();
function statementIndex(file, at) {
  if (!statementsOf.has(file))
    statementsOf.set(file, ts.createSourceFile(file, source(file), ts.ScriptTarget.Latest).statements);
  return statementsOf.get(file).findIndex((s) => s.pos <= at && at < s.end);
}

/**
 * Where an offset of a file as `group` edits it lies in the file as written: the edits before it shift it back; one
 * inside a mutant's code is that mutant's start.
 */
function originalOffset(group, file, at) {
  let shift = 0;
  for (const m of group.filter((g) => g.file === file).sort((a, b) => a.start - b.start)) {
    const start = m.start + shift;
    if (at < start) break;
    if (at < start + m.code.length) return m.start;
    shift += m.code.length - (m.end - m.start);
  }
  return at - shift;
}

function check(entry, options, mutants) {
  const files = [...new Set(mutants.map((m) => m.file))];
  for (const file of files.filter((f) => !baselines.has(f)))
    baselines.set(file, new Set(errorsWith(entry, options, [], [file]).map((e) => e.key)));
  const fresh = (group) =>
    errorsWith(
      entry,
      options,
      group,
      files.filter((f) => group.some((m) => m.file === f)),
    ).filter((e) => !baselines.get(e.file).has(e.key));
  const statement = (m) => `${m.file}#${statementIndex(m.file, m.start)}`;
  const result = {};
  const settle = (group) => {
    if (group.length === 0) return;
    const errors = fresh(group);
    if (errors.length === 0) {
      for (const m of group) result[m.id] = null;
      return;
    }
    if (group.length === 1) {
      result[group[0].id] = errors[0].shown;
      return;
    }
    // A group holds one mutant per top-level statement: an error in a statement is its mutant's, to be confirmed.
    const where = new Set(
      errors.map((e) => `${e.file}#${statementIndex(e.file, originalOffset(group, e.file, e.at))}`),
    );
    const blamed = group.filter((m) => where.has(statement(m)));
    for (const m of blamed) settle([m]);
    const rest = group.filter((m) => !blamed.includes(m));
    if (blamed.length > 0) settle(rest);
    else {
      settle(rest.slice(0, rest.length >> 1));
      settle(rest.slice(rest.length >> 1));
    }
  };
  // Groups of mutants of different top-level statements, first fit.
  const groups = [];
  for (const m of [...mutants].sort((a, b) => a.start - b.start)) {
    const fits = groups.find((g) => !g.some((o) => statement(o) === statement(m)));
    if (fits) fits.push(m);
    else groups.push([m]);
  }
  for (const group of groups) settle(group);
  return result;
}

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const { entry, options: json, mutants } = JSON.parse(line);
  const { options } = ts.convertCompilerOptionsFromJson(json, process.cwd());
  process.stdout.write(`${JSON.stringify(check(entry, options, mutants))}\n`);
});
