// scripts/formats/kattis: the Kattis problem package format, in and out: a problem exported as a package that
// problemtools verifies, and a package read into the plan the import writes as a problem folder the kit judges.
import type { PackageFormat } from '../plan.ts';
import { exportKattis } from './export-package.ts';
import { KATTIS_FORMATS } from './package-format.ts';
import { isKattisPackage, readPackage } from './read-package.ts';

export const kattis: PackageFormat = {
  name: 'Kattis package',
  recognises: isKattisPackage,
  read: readPackage,
  export: {
    flag: 'kattis',
    help: 'write the Kattis package folder DIR (it must not exist; its name, lower-case letters and digits, is the short name)',
    formats: KATTIS_FORMATS,
    write: exportKattis,
  },
};
