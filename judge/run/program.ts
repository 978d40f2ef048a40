// A program ready to run, as the run layer takes it: a Node.js bundle, or a native command (a compiled binary, an
// interpreter on a script, a shell command) and the language it is in. judge/build makes these (make-program.ts).
import { resolve } from 'node:path';

/**
 * A Node.js bundle: one self-contained CommonJS file, run with node (the one kind of program the build writes); what
 * it wraps (a solve(), a game's play(), a jury) or null for a plain program; the sources it was bundled from.
 */
export interface Bundle {
  kind: 'node';
  file: string;
  bytes: number;
  wraps: 'solve' | 'play' | 'jury' | null;
  sources?: string[];
}

/** A language the judge takes: how a file of it is compiled (judge/build/languages.ts's table) and run. */
export interface Language {
  name: string;
  extensions: string[];
  /** The compile command, writing into `out` (a folder of its own); none for interpreted languages. */
  compile?: (source: string, out: string) => string[];
  /**
   * A submission in a folder of its own is compiled with the other sources of the language there (x/x.cpp beside
   * x/grader.cpp), named after its own in the command: C and C++, as problemtools compiles a submission's files and
   * TPS a solution with its grader.
   */
  linksFolder?: true;
  /** The name the compiler needs the source file to have, when it cares (a copy of that name is compiled). */
  fileName?: (text: string) => string | null;
  /** The command that runs the program, under a memory limit of memoryMb (for a runtime that must be told it). */
  run: (source: string, out: string, memoryMb: number) => string[];
  /** A program that does nothing, to measure what starting one costs (bench, and stress's time allowance). */
  empty: { file: string; source: string };
}

/**
 * A program ready to run:
 * - node: a bundle run with `node` (and the judge's preloaded probe); `wraps` names the function the source exports
 *   as an ES module that the bundle's shared entry calls (solve, or for interactive problems play or jury), null
 *   when it runs as it is and reads stdin itself;
 * - native: anything else (a compiled binary, an interpreter on a script, a shell command), run through the
 *   measuring parent. `source` is what the user named (a file or the command); `language` is none for a command.
 */
export type Program =
  | Bundle
  | {
      kind: 'native';
      source: string;
      command: string[];
      language: Language | null;
      /** A compiled language's cache folder (Compiled.built), which must still hold the build when it runs. */
      built?: string;
    };

/**
 * The source files a program is made from, as absolute paths, where they are known: a bundle's inputs, a compiled
 * or interpreted file; none for a shell command (what it runs is its own affair).
 */
export function programSources(program: Program): string[] {
  if (program.kind === 'node') return program.sources ?? [program.file];
  return program.language === null ? [] : [resolve(program.source)];
}
