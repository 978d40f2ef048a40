// scripts/formats/hydro: Hydro's problem export, in: a folder per problem read into the plan the import writes.
import type { PackageFormat } from '../plan.ts';
import { isHydroExport, readHydroExport } from './read-export.ts';

export const hydro: PackageFormat = { name: 'Hydro problem export', recognises: isHydroExport, read: readHydroExport };
