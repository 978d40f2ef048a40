// What a system tool (a compiler, a runtime) says its version is: part of every key whose result the tool made, so
// an upgraded g++ compiles again and a remembered result of the old one is not reported. Asked once per process.
import { spawnSync } from 'node:child_process';

const versions = new Map<string, string | null>();

/** `tool --version`, both streams; null when it cannot say. Never asked of a submission's own program. */
export function toolVersion(tool: string): string | null {
  if (!versions.has(tool)) {
    const asked = spawnSync(tool, ['--version'], { encoding: 'utf8', timeout: 10_000 });
    versions.set(tool, asked.status === 0 ? `${asked.stdout}${asked.stderr}` : null);
  }
  return versions.get(tool)!;
}
