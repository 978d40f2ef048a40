// Keeps what esbuild bundles into a submission to what the submission may read: its own folder, the kit's solution
// library and node_modules, never the judge's data (a glob import of testdata/, the accepted solution), nor a file
// made into data (import attributes, a .json or .txt). Each refused import is a compile error at the import; the type
// check (typecheck-child.cjs) is held to the same folders by submissionFolders.
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, relative, sep } from 'node:path';
import type { Loader, OnLoadResult, Plugin } from 'esbuild';
import { KIT, ownFolder, real, within } from '../sandbox/index.ts';

/** A root's folders that a submission never reads, even where its own folder holds them (a my.ts at the root). */
const DATA_FOLDERS = ['testdata', 'problems', 'dist', '.git', 'solutions'];

/** What esbuild reads as code (its loaders js, jsx, ts, tsx); a file of any other ending it makes into data. */
const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

const WHY = '(a submission is bundled with what it could read when it runs)';
const OUTSIDE = `outside the submission's folder and the kit's solution library ${WHY}`;

/** One folder's say on the files it holds: null lets them in, else why not. */
export interface FolderRule {
  folder: string;
  refusal: string | null;
}

/** What a submission's bundle is confined to. */
export interface Confinement {
  /** The submission's own file: its folder is the submission's. */
  entry: string;
  /** The judge's root (Sandbox['guarded'].kit: the root and the kit); the kit is always one. */
  roots: readonly string[];
  /** The judge's own modules the generated entry imports (its runner, the problem's jury): trusted, and all they import. */
  trusted?: readonly string[];
  /** The generated entry (esbuild's stdin) as esbuild names its importer: resolve(resolveDir, sourcefile). */
  generated?: string;
  /** Someone else's code (--untrusted): it may import nothing of the kit or the root (submissionFolders). */
  untrusted?: boolean;
}

/**
 * The folders a submission at `entry` may read from, in order, the first that holds a file deciding for it (none: the
 * file is outside): the solution library (solutions/lib/) and node_modules/ of each root, each root's data folders
 * where the submission's own folder holds the root, then that folder. A file in a root's solutions/ is one of the
 * kit's solvers (its gallery, its second solvers): its own is every root's solutions/, as they import one another
 * there (wrong/lib/, a second solver, another problem's accepted solution), the root's linked to the kit's or not.
 */
export function submissionFolders(entry: string, roots: readonly string[], untrusted = false): FolderRule[] {
  const file = real(entry);
  const bases = [...new Set([...roots, KIT].map(real))];
  if (untrusted) return untrustedFolders(file, bases);
  const solutions = bases.map((base) => real(join(base, 'solutions')));
  const own = solutions.some((folder) => within(file, folder)) ? solutions : [dirname(file)];
  const open = bases.flatMap((base) => [join(base, 'solutions', 'lib'), join(base, 'node_modules')]);
  const closed = bases
    .filter((base) => own.some((folder) => within(base, folder)))
    .flatMap((base) => DATA_FOLDERS.map((name) => join(base, name)));
  return [
    ...open.map((folder) => ({ folder: real(folder), refusal: null })),
    ...closed.map((folder) => ({
      folder: real(folder),
      refusal: `${relative(dirname(file), folder)}/ is the judge's, not the submission's ${WHY}`,
    })),
    ...own.map((folder) => ({ folder, refusal: null })),
  ];
}

/**
 * submissionFolders for someone else's code, which a judge would give nothing of the kit: its own file, or a folder
 * program's folder, and beside them only the type checker's own libraries (TypeScript's lib files and @types, which
 * tsc reads for any check and no bundle runs); the rest of every root and of the kit is refused by name.
 */
function untrustedFolders(file: string, bases: string[]): FolderRule[] {
  const libraries = bases.flatMap((base) =>
    ['typescript/lib', '@types'].map((name) => join(base, 'node_modules', name)),
  );
  return [
    ...libraries.map((folder) => ({ folder: real(folder), refusal: null })),
    { folder: ownFolder(file) ?? file, refusal: null },
    ...bases.map((base) => ({
      folder: base,
      refusal: `it is the kit's, and a submission judged as someone else's (--untrusted) imports nothing of the kit ${WHY}`,
    })),
  ];
}

/**
 * Why a file may not be bundled into the submission as imported (with `attributes`), null when it may; `byPackage`:
 * imported by a file in node_modules, whose own data (its package.json) is its affair.
 */
function refusal(
  file: string,
  attributes: Record<string, string>,
  rules: readonly FolderRule[],
  byPackage = false,
): string | null {
  const rule = rules.find((r) => within(file, r.folder));
  if (rule === undefined) return OUTSIDE;
  if (rule.refusal !== null || byPackage) return rule.refusal;
  const named = Object.entries(attributes).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  if (named.length > 0) return `import attributes (with { ${named.join(', ')} }) make a file into data ${WHY}`;
  if (!CODE.test(file))
    return `a ${extname(file) || 'file without an ending'} file is bundled as data, not code ${WHY}`;
  return null;
}

/** esbuild's loader for each ending CODE lets in. */
const LOADERS: Record<string, Loader> = { '.js': 'js', '.cjs': 'js', '.mjs': 'js', '.jsx': 'jsx', '.tsx': 'tsx' };

/**
 * A file the submission may import, as esbuild is to read it: with every source map comment made inert. esbuild
 * reads the file such a comment names itself, past this plugin (and says what it could not parse in it: the first
 * word of /etc/shadow, of a test's answer), so a submission names none.
 */
async function withoutSourceMaps(path: string): Promise<OnLoadResult> {
  const text = await readFile(path, 'utf8');
  return {
    contents: text.replace(/([#@]\s*)sourceMappingURL(?=\s*=)/g, '$1sourceMappingURL-refused'),
    loader: LOADERS[extname(path)] ?? 'ts',
  };
}

/** Keys of a file as imported: esbuild loads a file once for each set of attributes it is imported with. */
const loadKey = (file: string, attributes: Record<string, string>) => `${file}\u0000${JSON.stringify(attributes)}`;

/** Marks the plugin's own call to esbuild's resolver, which runs this plugin's onResolve again. */
const RESOLVING = Symbol('confined-imports');

/**
 * An esbuild plugin that refuses every import of a submission that lies outside submissionFolders, carries import
 * attributes or makes a file into data: an esbuild error at the import ("import of "../testdata/..." refused: ..."),
 * which the bundle's caller makes CE. A file the glob form of import() matches (never resolved one by one) is
 * refused as it loads, named from the submission's folder. Node.js's built-ins are not files: they pass.
 */
export function confinedImports(confinement: Confinement): Plugin {
  const rules = submissionFolders(confinement.entry, confinement.roots, confinement.untrusted);
  const judges = new Set((confinement.trusted ?? []).map(real));
  const ownFolder = dirname(real(confinement.entry));
  const packages = rules.filter((rule) => rule.folder.endsWith(`${sep}node_modules`));
  /** The judge's own modules and what they import: theirs, not the submission's. */
  const trusted = new Set<string>();
  /** Files as imported (loadKey) that an import checked here let in. */
  const letIn = new Set<string>();
  return {
    name: 'confined-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === RESOLVING) return undefined;
        const { kind, importer, namespace, resolveDir } = args;
        const result = await build.resolve(args.path, {
          kind,
          importer,
          namespace,
          resolveDir,
          with: args.with,
          pluginData: RESOLVING,
        });
        if (result.errors.length > 0 || result.external || result.namespace !== 'file') return result;
        const file = real(result.path);
        const from = importer === '' ? '' : real(importer);
        if (trusted.has(from) || (importer === confinement.generated && judges.has(file))) trusted.add(file);
        else {
          const why = refusal(
            file,
            args.with,
            rules,
            packages.some((rule) => within(from, rule.folder)),
          );
          if (why !== null) return { errors: [{ text: `import of "${args.path}" refused: ${why}` }] };
        }
        letIn.add(loadKey(file, args.with));
        return result;
      });
      build.onLoad({ filter: /.*/, namespace: 'file' }, async (args) => {
        const file = real(args.path);
        if (trusted.has(file)) return undefined;
        const why = letIn.has(loadKey(file, args.with)) ? null : refusal(file, args.with, rules);
        if (why === null) return withoutSourceMaps(args.path);
        const shown = relative(ownFolder, file);
        return { errors: [{ text: `import of "${shown.startsWith('..') ? shown : `./${shown}`}" refused: ${why}` }] };
      });
    },
  };
}
