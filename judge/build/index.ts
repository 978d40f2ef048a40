// judge/build: a solution made into a program ready to run (bundled, compiled or a command; make-program.ts), with
// the caches that keep what was built, the TypeScript type check, and the files a user submits.
export {
  BundleError,
  bundleExchangeModule,
  bundleModule,
  bundleModuleSync,
  bundleSolution,
  moduleSources,
  type SubmissionOptions,
  THIS_NODE,
} from './bundle.ts';
export { bundleKattisValidator } from './kattis-programs.ts';
export { buildProblem, buildSolutionFile, bundlePasteForm } from './submission-files.ts';
export {
  BUNDLED_EXTENSIONS,
  rememberedCompilesDir,
  compileSource,
  compileSourceAsync,
  LANGUAGES,
  languageOf,
  SOLUTION_EXTENSIONS,
} from './languages.ts';
export {
  bundledOrCompileError,
  isTypeScript,
  type Prepared,
  prepareEmptyProgram,
  prepareProgram,
  type ProgramSource,
} from './make-program.ts';
export { folderFiles, hashFiles } from './folder-files.ts';
export { javaFileName, mainClass } from './java-source.ts';
export {
  KEPT_LIBRARIES,
  pauseTypeChecker,
  TYPECHECK_SETTINGS,
  TYPESCRIPT_VERSION,
  typeCheck,
  warmTypeChecker,
} from './typecheck.ts';
export { toolVersion } from './tool-version.ts';
