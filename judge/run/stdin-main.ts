// The one place a solution meets its input and output: reads all input (stdin, or the file a problem names),
// passes it to solve, and prints what it returns (to stdout, or the file a problem names).
import { readFileSync, writeFileSync } from 'node:fs';

export function runSolve(solve: (input: string) => string, files?: { input?: string; output?: string }): void {
  const answer = solve(readFileSync(files?.input ?? 0, 'utf8'));
  if (files?.output) writeFileSync(files.output, answer);
  else process.stdout.write(answer);
}
