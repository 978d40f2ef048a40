// A file as a message or a report names it: from a folder (the root, the working folder) when it is inside it, else
// whole.
import { isAbsolute, relative, resolve } from 'node:path';

export function shownFrom(folder: string, file: string): string {
  const inside = relative(folder, resolve(file));
  return inside.startsWith('..') || isAbsolute(inside) ? resolve(file) : inside;
}
