// scripts/hydro: Hydro's problem export, in: a folder per problem read into the plan the import writes.
export { isHydroExport, readHydroExport } from './read-export.ts';
