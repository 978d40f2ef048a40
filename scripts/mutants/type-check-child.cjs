// Run by type-check.ts as a plain Node.js process (the compiler loads twice as fast without tsx's loader), kept for a
// whole mutation run: whether each mutant's source still type-checks, as a TypeScript judge would compile it. Reads
// one JSON request a line on stdin:
//   {"options": {...}, "mutants": [{"id": "7", "file": "/abs/lib.ts", "start": 10, "end": 14, "code": "a - b"}]}
// and answers each with a line on stdout: {"errors": {"<id>": "solutions/lib.ts:3:5: error TS2322: ..." or null, ...},
// "read": ["/abs/lib.ts", ...]} (`read`: the files the request's programs read, libraries and copies aside).
// A program costs about a second (a fresh checker resolves the libraries' globals again; their files are parsed
// once, kept-libraries.cjs), so one program checks a whole request: each mutant is a copy of its file with its one
// edit, beside the file, unseen on disk and imported by nothing, so that its imports resolve as the file's do; a copy
// of the file as written is checked with them, and a mutant's error is the first its copy has that that copy has not.
// Each mutant is checked alone, exactly. A file that is not a module (its declarations global, so that two copies
// would clash) has a program per mutant, and one for its copy as written, instead. Its one argument: the path of
// judge/run/kept-libraries.cjs.
'use strict';
const { existsSync, readFileSync } = require('node:fs');
const { basename, dirname, extname, join, relative } = require('node:path');
const readline = require('node:readline');
const ts = require('typescript');
/** The judge's library keeping (judge/run/kept-libraries.cjs), by the path type-check.ts is given by judge/run's face. */
const { keepLibraries } = require(process.argv[2]);

const sources = new Map();
const source = (file) => {
  if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8'));
  return sources.get(file);
};
/** The last program: the next one reuses its files (the libraries). */
let last;
/** The files the programs of the request being answered read, libraries and copies aside. */
const read = new Set();

const edited = (m) => source(m.file).slice(0, m.start) + m.code + source(m.file).slice(m.end);

/** A name beside `file` for its copy `tag`, where no file is. */
function copyName(file, tag) {
  const ext = extname(file);
  for (let k = 0; ; k++) {
    const name = join(dirname(file), `.${basename(file, ext)}.${tag}${k ? `-${k}` : ''}.mutant${ext}`);
    if (!existsSync(name)) return name;
  }
}

/** The diagnostics of each of `copies` (name -> text), checked together in one program: {key, shown} each. */
function errorsOf(options, copies, original) {
  const host = keepLibraries(ts.createCompilerHost(options), options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, target, ...rest) =>
    copies.has(name)
      ? ts.createSourceFile(name, copies.get(name), target, true)
      : getSourceFile.call(host, name, target, ...rest);
  host.fileExists = (name) => copies.has(name) || fileExists.call(host, name);
  host.readFile = (name) => (copies.has(name) ? copies.get(name) : readFile.call(host, name));
  const program = ts.createProgram([...copies.keys()], options, host, last);
  last = program;
  for (const file of program.getSourceFiles())
    if (
      !copies.has(file.fileName) &&
      !program.isSourceFileDefaultLibrary(file) &&
      !file.fileName.includes('/node_modules/')
    )
      read.add(file.fileName);
  const errors = new Map();
  for (const name of copies.keys()) {
    const sourceFile = program.getSourceFile(name);
    const shownAs = relative(process.cwd(), original.get(name));
    errors.set(
      name,
      [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)].map((d) => {
        const text = ts.flattenDiagnosticMessageText(d.messageText, ' ');
        const { line, character } = sourceFile.getLineAndCharacterOfPosition(d.start ?? 0);
        return {
          key: `TS${d.code}: ${text}`,
          shown: `${shownAs}:${line + 1}:${character + 1}: error TS${d.code}: ${text}`,
        };
      }),
    );
  }
  return errors;
}

/** Whether `file` is a module (an import or export of its own): its copies then clash with nothing. */
const modules = new Map();
function isModule(file) {
  if (!modules.has(file))
    modules.set(file, ts.isExternalModule(ts.createSourceFile(file, source(file), ts.ScriptTarget.Latest)));
  return modules.get(file);
}

const keysOf = (errors) => new Set(errors.map((e) => e.key));
/** The first of a mutant's errors its file as written has not (`before`: their keys), or null. */
const firstNew = (errors, before) => errors.find((e) => !before.has(e.key))?.shown ?? null;

/** Mutants of modules: each one's copy, and one copy of each file as written, in one program. */
function settle(options, batch, result) {
  const copies = new Map(); // copy name -> text
  const original = new Map(); // copy name -> the file it copies
  const add = (file, tag, text) => {
    const name = copyName(file, tag);
    copies.set(name, text);
    original.set(name, file);
    return name;
  };
  const asWritten = new Map(); // file -> its unmutated copy's name
  for (const m of batch) if (!asWritten.has(m.file)) asWritten.set(m.file, add(m.file, 'as-written', source(m.file)));
  const copyOf = new Map(batch.map((m) => [m, add(m.file, `m${m.id}`, edited(m))]));
  const errors = errorsOf(options, copies, original);
  const before = new Map([...asWritten].map(([file, name]) => [file, keysOf(errors.get(name))]));
  for (const m of batch) result[m.id] = firstNew(errors.get(copyOf.get(m)), before.get(m.file));
}

/** A mutant of a file that is not a module: its copy alone in a program, against the file's copy alone. */
const alone = new Map(); // file -> its as-written errors' keys
function settleAlone(options, m, result) {
  const errorsAlone = (tag, text) => {
    const name = copyName(m.file, tag);
    return errorsOf(options, new Map([[name, text]]), new Map([[name, m.file]])).get(name);
  };
  if (!alone.has(m.file)) alone.set(m.file, keysOf(errorsAlone('as-written', source(m.file))));
  result[m.id] = firstNew(errorsAlone(`m${m.id}`, edited(m)), alone.get(m.file));
}

function check(options, mutants) {
  const result = {};
  read.clear();
  for (const m of mutants) read.add(m.file);
  const together = mutants.filter((m) => isModule(m.file));
  if (together.length > 0) settle(options, together, result);
  for (const m of mutants.filter((m) => !isModule(m.file))) settleAlone(options, m, result);
  return result;
}

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const { options: json, mutants } = JSON.parse(line);
  const { options } = ts.convertCompilerOptionsFromJson(json, process.cwd());
  const errors = check(options, mutants);
  process.stdout.write(`${JSON.stringify({ errors, read: [...read] })}\n`);
});
