// Which round a contest folder holds: an OI round's source/ (LemonLime's layout) or an ICPC round's submissions/ or
// submissions.csv; a folder holding both is judged as --round says, and refused without it.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError, UserError } from '../../judge/base/index.ts';

export type RoundKind = 'oi' | 'icpc';

export const ROUND_KINDS: readonly RoundKind[] = ['oi', 'icpc'];

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** The round `dir` holds, or the one `given` (--round) names; a UserError naming the folder where it is not told. */
export function roundKind(dir: string, given: string | undefined): RoundKind {
  if (given !== undefined) {
    const kind = ROUND_KINDS.find((k) => k === given);
    if (kind === undefined) throw new UsageError(`--round takes ${ROUND_KINDS.join(' or ')}, got "${given}"`);
    return kind;
  }
  const oi = isFolder(join(dir, 'source'));
  const icpc = isFolder(join(dir, 'submissions')) || existsSync(join(dir, 'submissions.csv'));
  if (oi && icpc)
    throw new UserError(
      `${dir}: holds both source/ (an OI round) and an ICPC round's submissions: say which with --round oi or --round icpc`,
    );
  if (oi) return 'oi';
  if (icpc) return 'icpc';
  throw new UserError(
    `${dir}: holds neither source/<contestant>/<problem>.<ext> (an OI round, LemonLime's layout) nor ` +
      'submissions/<team>/<problem>/<minute>-<name>.<ext> or submissions.csv (an ICPC round)',
  );
}
