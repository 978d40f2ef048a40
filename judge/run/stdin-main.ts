// The one place a solution meets stdin and stdout: reads all input, passes it to solve, prints what it returns.
import { readFileSync } from 'node:fs';

export function runSolve(solve: (input: string) => string): void {
  process.stdout.write(solve(readFileSync(0, 'utf8')));
}
