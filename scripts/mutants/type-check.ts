// Compile errors among the mutants: the instrumented bundle has its types stripped, so a mutant tsc would reject
// (a string where a number must be, say) would be judged by its answers. A TypeScript judge never runs it: it is a
// compile error, as Stryker's TypeScript checker counts it, and left out of the score. Only the mutants the tests
// leave alive are checked (a killed one is detected either way), as they come, in a plain Node.js child of its own
// (type-check-child.cjs) that works beside the mutants being judged.
// Each mutant's answer is kept by its edit, the compiler's version and settings, and the content of every file its
// check read, each named from the root (as the errors are), so a run on unchanged code (after new tests, --strengthen
// again, a copy of the root elsewhere) starts no checker at all.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type ReadFiles, readFiles, recallRemembered, sha, writeFileAtomic } from '../../judge/base/index.ts';
import { KEPT_LIBRARIES, TYPECHECK_SETTINGS, TYPESCRIPT_VERSION } from '../../judge/build/index.ts';
import type { MutantEdit } from './instrument.ts';

const CHILD = fileURLToPath(new URL('./type-check-child.cjs', import.meta.url));

/** Where the answers are kept (KIT_MUTANT_TYPES_CACHE, else the user's cache folder). */
function answersCache(): string {
  return process.env.KIT_MUTANT_TYPES_CACHE ?? join(homedir(), '.cache', 'game-judge-kit', 'mutant-types');
}

/** What every answer depends on besides its edit and the files read: the compiler, its settings, the child's code. */
const MAKER = [TYPESCRIPT_VERSION, JSON.stringify(TYPECHECK_SETTINGS), readFileSync(CHILD, 'utf8')].join('\n');

interface Kept {
  /** The files the check read. */
  files: ReadFiles;
  error: string | null;
}

interface Reply {
  errors: Record<string, string | null>;
  read: string[];
}

/** The type checker of one run's mutants: batches checked one after another, each answered as a map. */
export class CompileChecker {
  private child: ChildProcess | null = null;
  private readonly waiting: ((reply: Reply) => void)[] = [];
  private failure: Error | null = null;

  /** `root`: the folder the errors' file names are shown from. */
  constructor(private readonly root: string) {}

  /** The checker's process, started for the first mutant no kept answer settles. */
  private started(): ChildProcess {
    if (this.child) return this.child;
    const child = spawn(process.execPath, [CHILD, KEPT_LIBRARIES], { cwd: this.root, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child = child;
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => {
      this.failure = new Error(`the mutants' type check stopped (exit ${code}):\n${stderr}`);
      for (const done of this.waiting.splice(0)) done({ errors: {}, read: [] });
    });
    createInterface({ input: child.stdout! }).on('line', (line) => this.waiting.shift()?.(JSON.parse(line) as Reply));
    return child;
  }

  /**
   * Where a mutant's answer is kept: by its edit and the content it edits (`contents`: each file's hash, as read when
   * the request came), so that a file changed and changed back finds its answers again.
   */
  private keptFile(mutant: MutantEdit, contents: Map<string, string>): string {
    if (!contents.has(mutant.file)) contents.set(mutant.file, sha(readFileSync(mutant.file)));
    const content = contents.get(mutant.file);
    const edit = { ...mutant, file: relative(this.root, mutant.file), content };
    return join(answersCache(), `${sha(`${MAKER}\n${JSON.stringify(edit)}`)}.json`);
  }

  /** A kept answer, if every file its check read is unchanged. */
  /** For each mutant, the first compiler error its source has that the unmutated one has not, or null. */
  async check(mutants: readonly MutantEdit[]): Promise<Map<string, string | null>> {
    const result = new Map<string, string | null>();
    const asked: MutantEdit[] = [];
    const contents = new Map<string, string>();
    const keptFiles = new Map(mutants.map((m) => [m.id, this.keptFile(m, contents)]));
    for (const mutant of mutants) {
      const kept = recallRemembered<Kept>(keptFiles.get(mutant.id)!, this.root);
      if (kept) result.set(mutant.id, kept.error);
      else asked.push(mutant);
    }
    if (asked.length === 0) return result;
    if (this.failure) throw this.failure;
    const answer = new Promise<Reply>((done) => this.waiting.push(done));
    this.started().stdin!.write(`${JSON.stringify({ options: TYPECHECK_SETTINGS, mutants: asked })}\n`);
    const reply = await answer;
    if (this.failure) throw this.failure;
    const files = readFiles(reply.read, this.root);
    mkdirSync(answersCache(), { recursive: true });
    for (const mutant of asked) {
      const error = reply.errors[mutant.id] ?? null;
      result.set(mutant.id, error);
      writeFileAtomic(keptFiles.get(mutant.id)!, JSON.stringify({ files, error } satisfies Kept));
    }
    return result;
  }

  close(): void {
    this.child?.stdin?.end();
  }
}
