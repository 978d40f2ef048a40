// The matrix's columns: every format the kit writes, each version of it one column (its export flag and version),
// taken from the formats' one list (scripts/formats: FORMATS), so a format that gains an export gains its column;
// and, in one line each, the formats the kit reads but does not write, which no round trip can go through.
import type { PackageFormat } from '../formats/index.ts';

/** One column: a format's writer and the version it writes. */
export interface RoundTripFormat {
  /** The column's name: the export flag and the version, "kattis 2025-09" (the flag alone where it has no versions). */
  name: string;
  format: PackageFormat;
  /** The version asked of the writer (`--format`), where the format has several. */
  version?: string;
}

/** A column per version of each format that writes packages, in the formats' order and each one's versions'. */
export function roundTripFormats(formats: readonly PackageFormat[]): RoundTripFormat[] {
  return formats.flatMap((format) => {
    if (format.export === undefined) return [];
    const { flag, formats: versions } = format.export;
    if (versions === undefined || versions.length === 0) return [{ name: flag, format }];
    return versions.map((version) => ({ name: `${flag} ${version}`, format, version }));
  });
}

/** The formats read but not written, one line each: their packages come in, and nothing goes back out to them. */
export function importOnly(formats: readonly PackageFormat[]): string[] {
  return formats
    .filter((format) => format.export === undefined)
    .map((format) => `${format.name}: read by npm run import, written by no export, so no round trip goes through it`);
}
