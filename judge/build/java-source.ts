// What the judge needs to know of a Java source to compile and run it: the class that declares main (which need not
// be public, nor named after the file), the public class javac wants the file named after, and the package.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** The class to run for a Java file: the one that declares `main`, else the file's name. */
export function mainClass(source: string): string {
  const java = readJava(readFileSync(source, 'utf8'));
  const name = java.mainClass ?? basename(source, '.java');
  return java.packageName ? `${java.packageName}.${name}` : name;
}

/** javac wants a public class in a file of its name: `Main.java` for `public class Main` whatever the file is called. */
export function javaFileName(text: string): string | null {
  const publicClass = readJava(text).publicClass;
  return publicClass ? `${publicClass}.java` : null;
}

export interface JavaSource {
  packageName: string | null;
  /** The public top-level class, if there is one. */
  publicClass: string | null;
  /**
   * The binary name (`Outer$Inner` for a nested class) of the class that declares `static void main(`; a top-level
   * class is preferred. Null if none does.
   */
  mainClass: string | null;
}

/** What the runner needs from a Java source, read with comments, strings and character literals removed. */
export function readJava(text: string): JavaSource {
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, ' ');
  const packageName = /^\s*package\s+([\w$.\s]+?)\s*;/.exec(code)?.[1].replace(/\s+/g, '') ?? null;
  const open: { name: string; depth: number }[] = [];
  let depth = 0;
  let pending: string | null = null;
  let modifiers: string[] = [];
  let publicClass: string | null = null;
  const found: string[][] = [];
  const tokens = code.match(/[A-Za-z_$][\w$]*|\.|\S/g) ?? [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === '{') {
      depth++;
      if (pending !== null) open.push({ name: pending, depth });
      pending = null;
      modifiers = [];
    } else if (token === '}') {
      if (open.length > 0 && open[open.length - 1].depth === depth) open.pop();
      depth--;
      modifiers = [];
    } else if (token === ';') {
      pending = null;
      modifiers = [];
    } else if (
      /^(class|interface|enum|record)$/.test(token) &&
      tokens[i - 1] !== '.' &&
      /^[A-Za-z_$]/.test(tokens[i + 1] ?? '')
    ) {
      pending = tokens[i + 1];
      if (depth === 0 && modifiers.includes('public')) publicClass = pending;
      i++;
    } else if (
      token === 'main' &&
      tokens[i - 1] === 'void' &&
      tokens[i + 1] === '(' &&
      modifiers.includes('static') &&
      open.length > 0 &&
      open[open.length - 1].depth === depth
    ) {
      found.push(open.map((c) => c.name));
    } else {
      modifiers.push(token);
    }
  }
  const best = found.find((path) => path.length === 1) ?? found[0];
  return { packageName, publicClass, mainClass: best ? best.join('$') : null };
}
