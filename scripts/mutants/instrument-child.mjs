// Run by instrument.ts as a plain Node.js process: StrykerJS's instrumenter is an ES module that imports Babel's
// CommonJS default, which only Node's own loader reads right (a require hook such as the test runner's compiles it
// wrong). Reads a JSON array of { name, content } on stdin; writes { files, mutants } as JSON on stdout.
// The sources are instrumented twice: as written, which says which mutants a `// Stryker disable` comment covers and
// why; and with those comments made inert (same length, so every place stays put), which places every mutant behind
// a switch. So a mutant a comment covers is still judged: the comment explains it only if it survives.
import { Instrumenter } from '@stryker-mutator/instrumenter';

const quiet = () => {};
const logger = {
  isTraceEnabled: () => false,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  isWarnEnabled: () => false,
  isErrorEnabled: () => false,
  isFatalEnabled: () => false,
  trace: quiet,
  debug: quiet,
  info: quiet,
  warn: quiet,
  error: quiet,
  fatal: quiet,
};

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const sources = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const options = { plugins: null, excludedMutations: [], ignorers: [] };
const instrument = (files) =>
  new Instrumenter(logger).instrument(
    files.map(({ name, content }) => ({ name, content, mutate: true })),
    options,
  );
const key = ({ fileName, mutatorName, replacement, location: { start, end } }) =>
  `${fileName}:${start.line}:${start.column}:${end.line}:${end.column}:${mutatorName}:${replacement}`;

const reasons = new Map(
  (await instrument(sources)).mutants.filter((m) => m.status === 'Ignored').map((m) => [key(m), m.statusReason]),
);
const inert = sources.map(({ name, content }) => ({
  name,
  content: content.replace(/\bStryker (disable|restore)\b/g, (_, word) => `Stryker-${word}`),
}));
const result = await instrument(inert);
process.stdout.write(
  JSON.stringify({
    files: result.files.map(({ name, content }) => ({ name, content })),
    mutants: result.mutants.map((m) => ({
      id: m.id,
      fileName: m.fileName,
      mutatorName: m.mutatorName,
      replacement: m.replacement,
      location: m.location,
      ignored: reasons.get(key(m)),
    })),
  }),
);
