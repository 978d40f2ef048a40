// The engine of `npm run new`: writes a new problem's files from the templates, refusing to touch any that exist.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UserError, createFileAtomic } from '../../judge/base/index.ts';
import { PROBLEM_ID } from '../../judge/registry/index.ts';
import { newInteractiveProblemFiles } from './interactive-templates.ts';
import { newProblemFiles, type Template } from './templates.ts';

/**
 * Writes every file of a new problem (an interactive one: a game against a jury); returns their paths (from the
 * root). Nothing is overwritten.
 */
export function scaffoldProblem(root: string, id: string, interactive = false): string[] {
  if (!PROBLEM_ID.test(id)) {
    throw new UserError(
      `problem id "${id}": use lower-case letters, digits and '-', starting with a letter or digit (e.g. codeforces-4a)`,
    );
  }
  return writeProblemFiles(root, id, interactive ? newInteractiveProblemFiles(id) : newProblemFiles(id));
}

/**
 * Writes a new problem's files (`npm run new`'s, or a received problem's), each created atomically; refuses, writing
 * nothing, when its folder or any of the files exists. Returns their paths (from the root).
 */
export function writeProblemFiles(root: string, id: string, files: Template[]): string[] {
  const taken = files.filter((f) => existsSync(join(root, f.path)));
  if (existsSync(join(root, 'problems', id)) || taken.length > 0) {
    throw new UserError(`${taken[0]?.path ?? `problems/${id}`} already exists: '${id}' is taken (nothing written)`);
  }
  for (const file of files) {
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    createFileAtomic(join(root, file.path), file.content);
  }
  return files.map((f) => f.path);
}
