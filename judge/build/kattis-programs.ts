// A problem's own validator or checker written as a program in the Kattis contract, for a Kattis package (export).
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { sourceLiteral } from '../base/index.ts';
import { bundleOrExplain, moduleOptions, prepareOutDir } from './bundle.ts';

/**
 * Writes outFile: a problem's validator or checker as a self-contained program in a Kattis contract, run by node,
 * from the module that exports it (`validate` or `checker`: the problem folder's validator.ts or checker.ts, which
 * import nothing the program cannot carry). 'input': reads a test input on stdin; exit 42 when it is valid, else 43 with the line, field
 * and message on stderr. 'output' (the problem's checker): `validator input answer feedback_dir < output`; exit 42
 * when the checker accepts, else 43 with the reason in feedback_dir/judgemessage.txt.
 */
export async function bundleKattisValidator(
  kind: 'input' | 'output',
  module: string,
  target: string,
  outFile: string,
): Promise<void> {
  prepareOutDir(outFile);
  const body =
    kind === 'input'
      ? [
          'const invalid = validate(readFileSync(0, "utf8"));',
          'if (invalid) {',
          '  process.stderr.write("line " + invalid.line + ", " + invalid.field + ": " + invalid.message + "\\n");',
          '  process.exit(43);',
          '}',
          'process.exit(42);',
        ]
      : [
          'const [input, answer, feedback] = process.argv.slice(2);',
          'const verdict = check(readFileSync(input, "utf8"), readFileSync(answer, "utf8"), readFileSync(0, "utf8"));',
          'if (!verdict.accepted) writeFileSync(join(feedback, "judgemessage.txt"), verdict.reason + "\\n");',
          'process.exit(verdict.accepted ? 42 : 43);',
        ];
  const contents = [
    `import { ${kind === 'input' ? 'validate' : 'check'} } from ${sourceLiteral(resolve(module))};`,
    'import { readFileSync, writeFileSync } from "node:fs";',
    'import { join } from "node:path";',
    ...body,
  ].join('\n');
  const stdin = {
    contents,
    resolveDir: dirname(resolve(module)),
    sourcefile: `${kind}-validator.ts`,
    loader: 'ts',
  } as const;
  await bundleOrExplain(module, () => build({ stdin, ...moduleOptions(target, outFile) }));
}
