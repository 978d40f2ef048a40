// What the Kattis problem package format fixes, for the export and the import: names, and YAML scalars written so that any YAML reader reads them back the same.
/** A package folder's name, its short name (problemtools refuses any other). */
export const KATTIS_SHORT_NAME = /^[a-z0-9]+$/;

/** A file or folder name the format allows; others are ignored by judges and said by the import. */
export const KATTIS_FILE_NAME = /^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$/;

/** A string as a YAML scalar: double-quoted JSON, which YAML 1.2 reads as the same string. */
export function yamlScalar(text: string): string {
  return JSON.stringify(text);
}
