// The library files a compiler process parses (the compiler's own ES20xx library and the settings' typeRoots), kept
// for its later programs while each file's size and time stand: most of a small program's check is parsing the
// library's 30-odd files, and a program reuses the last one's files only when its root files are the same. Required
// by the judge's type checker (typecheck-child.cjs) and, by the path judge/run's face gives, the mutants' one.
'use strict';
const { statSync } = require('node:fs');
const { dirname, sep } = require('node:path');
const ts = require('typescript');

const COMPILER_LIBRARY = dirname(ts.getDefaultLibFilePath({}));
/** By path and the parse's settings: {stamp, file}. */
const parsed = new Map();

/** `host`, its getSourceFile keeping what it parses of the libraries of `options` (a compiler's options). */
function keepLibraries(host, options) {
  const libraries = [COMPILER_LIBRARY, ...(options.typeRoots ?? [])];
  const { getSourceFile } = host;
  host.getSourceFile = (path, version, ...rest) => {
    if (!libraries.some((folder) => path.startsWith(folder + sep)))
      return getSourceFile.call(host, path, version, ...rest);
    const { languageVersion, impliedNodeFormat, jsDocParsingMode } =
      typeof version === 'object' ? version : { languageVersion: version };
    const key = JSON.stringify([path, languageVersion, impliedNodeFormat, jsDocParsingMode]);
    let stamp;
    try {
      const stat = statSync(path);
      stamp = `${stat.size} ${stat.mtimeMs}`;
    } catch {
      return undefined;
    }
    const kept = parsed.get(key);
    if (kept?.stamp === stamp) return kept.file;
    const file = getSourceFile.call(host, path, version, ...rest);
    if (file) parsed.set(key, { stamp, file });
    return file;
  };
  return host;
}

module.exports = { keepLibraries };
