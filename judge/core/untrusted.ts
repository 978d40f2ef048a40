// Which of a run's programs are someone else's code (JudgeOptions.untrusted): those bundles and type checks may
// import nothing of the kit (run/confined-imports.ts).
import type { JudgeOptions } from './types.ts';

/** Whether problem `id`'s program is held to imports of its own alone: a file the caller named, under untrusted. */
export const untrustedFile = (id: string, options: Pick<JudgeOptions, 'untrusted' | 'solution' | 'solutions'>) =>
  options.untrusted === true && (options.solutions?.[id] ?? options.solution) !== undefined;
