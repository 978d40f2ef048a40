// Run by instrument.ts as a plain Node.js process: StrykerJS's instrumenter is an ES module that imports Babel's
// CommonJS default, which only Node's own loader reads right (a require hook such as the test runner's compiles it
// wrong). Reads a JSON array of { name, content } on stdin; writes { files, mutants } as JSON on stdout.
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
const result = await new Instrumenter(logger).instrument(
  sources.map(({ name, content }) => ({ name, content, mutate: true })),
  { plugins: null, excludedMutations: [], ignorers: [] },
);
process.stdout.write(
  JSON.stringify({
    files: result.files.map(({ name, content }) => ({ name, content })),
    mutants: result.mutants.map(({ id, fileName, mutatorName, replacement, location, status, statusReason }) => ({
      id,
      fileName,
      mutatorName,
      replacement,
      location,
      ignored: status === 'Ignored' ? statusReason : undefined,
    })),
  }),
);
