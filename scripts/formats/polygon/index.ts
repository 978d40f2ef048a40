// scripts/formats/polygon: Polygon's problem package (Codeforces), in: problem.xml with its testset, groups and
// points, tests made by the package's own generators, testlib programs, and every solution held to its tag.
import type { PackageFormat } from '../plan.ts';
import { isPolygonPackage, readPolygonPackage } from './read-package.ts';

export const polygon: PackageFormat = {
  name: 'Polygon package',
  recognises: isPolygonPackage,
  read: readPolygonPackage,
};
