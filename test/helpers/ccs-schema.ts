// A contest package validated against the CCS specification's own JSON schemas (ccs-schema.py), or why that cannot
// run here: the specification's source (KIT_CCS_SPECS: a clone of https://github.com/icpc/ccs-specs, bare or not,
// holding the release's tag) and a python3 with the jsonschema package. Nothing of the specification is kept in the
// kit: its json-schema/ is unpacked from the release's tag into a temporary folder for the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Where this kit's development machine keeps its mirror of the specification, when KIT_CCS_SPECS names none. */
const DEFAULT_SOURCE = '/work/.mirror/icpc+ccs-specs/repo';

/** The package's schema errors, one a line ("file: path: message"; none: valid), or what is missing here. */
export function ccsSchemaErrors(packageDir: string, release: string): string[] | { missing: string } {
  const source = resolve(process.env.KIT_CCS_SPECS ?? DEFAULT_SOURCE);
  if (!existsSync(source))
    return {
      missing: `no source of the CCS specification at ${source}; git clone https://github.com/icpc/ccs-specs DIR and set KIT_CCS_SPECS=DIR`,
    };
  if (spawnSync('python3', ['-c', 'import jsonschema, referencing'], { stdio: 'ignore' }).status !== 0)
    return {
      missing: 'no python3 with the jsonschema package; pip install jsonschema (or apt-get install python3-jsonschema)',
    };
  const scratch = mkdtempSync(join(tmpdir(), 'kit-ccs-schema-'));
  try {
    const archive = spawnSync('git', ['-C', source, 'archive', release, 'json-schema'], { maxBuffer: 1 << 26 });
    if (archive.status !== 0) return { missing: `no tag ${release} in ${source}: ${archive.stderr}` };
    const unpacked = spawnSync('tar', ['-x', '-C', scratch], { input: archive.stdout });
    if (unpacked.status !== 0) throw new Error(`tar: ${unpacked.stderr}`);
    const run = spawnSync(
      'python3',
      [resolve('test/helpers/ccs-schema.py'), join(scratch, 'json-schema'), packageDir],
      {
        encoding: 'utf8',
        env: { ...process.env, PYTHONIOENCODING: 'utf-8' },
        maxBuffer: 1 << 26,
      },
    );
    if (run.status !== 0) throw new Error(`ccs-schema.py failed:\n${run.stderr}`);
    return run.stdout.split('\n').filter((line) => line !== '');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
