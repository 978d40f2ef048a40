// scripts/node-versions: the bundles run on real old Node.js binaries, as the judges that run them.
export { NODE_VERSIONS, checkBundles, fetchNode } from './node-versions.ts';
