// Compile errors among the mutants: the instrumented bundle has its types stripped, so a mutant tsc would reject
// (a string where a number must be, say) would be judged by its answers. A TypeScript judge never runs it: it is a
// compile error, as Stryker's TypeScript checker counts it, and left out of the score. Only the mutants the tests
// leave alive are checked (a killed one is detected either way), as they come, in a plain Node.js child of its own
// (type-check-child.cjs) that works beside the mutants being judged.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { TYPECHECK_SETTINGS } from '../../judge/run/index.ts';
import type { MutantEdit } from './instrument.ts';

const CHILD = fileURLToPath(new URL('./type-check-child.cjs', import.meta.url));

/** The type checker of one run's mutants: batches checked one after another, each answered as a map. */
export class CompileChecker {
  private readonly child: ChildProcess;
  private readonly waiting: ((result: Map<string, string | null>) => void)[] = [];
  private failure: Error | null = null;

  constructor(root: string) {
    this.child = spawn(process.execPath, [CHILD], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    this.child.stderr!.on('data', (chunk) => (stderr += chunk));
    this.child.on('close', (code) => {
      this.failure = new Error(`the mutants' type check stopped (exit ${code}):\n${stderr}`);
      for (const done of this.waiting.splice(0)) done(new Map());
    });
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      this.waiting.shift()?.(new Map(Object.entries(JSON.parse(line) as Record<string, string | null>)));
    });
  }

  /** For each mutant, the first compiler error its source has that the unmutated one has not, or null. */
  async check(mutants: readonly MutantEdit[]): Promise<Map<string, string | null>> {
    if (mutants.length === 0) return new Map();
    if (this.failure) throw this.failure;
    const answer = new Promise<Map<string, string | null>>((done) => this.waiting.push(done));
    this.child.stdin!.write(`${JSON.stringify({ options: TYPECHECK_SETTINGS, mutants })}\n`);
    const result = await answer;
    if (this.failure) throw this.failure;
    return result;
  }

  close(): void {
    this.child.stdin!.end();
  }
}
