// The sandbox a submitted program runs in, without root: what this kernel lets the measuring parent enforce (Landlock
// for files, TCP and signals; a seccomp filter for sockets; no_new_privs), said in one line where any of it is not,
// and the paths one program may reach. measure.c applies it between fork and exec.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { basename, delimiter, dirname, extname, isAbsolute, join, resolve, sep } from 'node:path';
import { UserError } from '../base/index.ts';
import { measuringParent } from './measure.ts';

/** What a sandboxed program is kept from, each where this system enforces it; `line` says what is not. */
export interface Sandbox {
  /** False: programs run with the user's rights (--no-sandbox, or nothing here can enforce any of it). */
  on: boolean;
  /** Reading or writing anything but the system's runtimes, its own program and its own scratch folder (Landlock). */
  files: boolean;
  /** Any socket (seccomp), or at least TCP connect and listen (Landlock ABI 4): 'tcp' then. */
  network: boolean | 'tcp';
  /** Signalling processes outside the sandbox, abstract Unix sockets (Landlock ABI 6). */
  signals: boolean;
  /**
   * Whatever a run starts dies with it and every IPC object it makes is freed: its own PID and IPC namespaces
   * (namespaces.c). False: the measuring parent's sweep finds and kills what is left.
   */
  processes: boolean;
  /**
   * A cgroup of the run's own (cgroup.c): memory held outside every process counted, forks limited; 0 where none can
   * be made here (the seccomp filter then refuses the calls that would hold memory outside the tree).
   */
  cgroup: 0 | 1 | 2;
  /**
   * Where a run's cgroup goes in each hierarchy, as the measuring parent's probe found it ("memory=<dir>",
   * "pids=<dir>"; "unified=<dir>"), given back to every run so that none has to find it again.
   */
  cgroupParents: string[];
  /** The Landlock ABI used (0: none), and whether the seccomp filter is: for the measuring parent's options. */
  landlockAbi: number;
  seccomp: boolean;
  /** One line for the start of a run: what is not enforced and why; null when everything is. */
  line: string | null;
  /** A short form for reports: "files, network, signals" or "off". */
  summary: string;
  /**
   * Folders no path given to a program may hold, real paths: the user's home, and the judge's root and the kit, which
   * a runtime's installation may not lie in either.
   */
  guarded: { home: string; kit: string[] };
}

/** What the kernel offers, asked of the measuring parent once; null where there is none to ask (no C compiler). */
interface Offered {
  landlock: number;
  seccomp: boolean;
  namespaces: boolean;
  cgroup: 0 | 1 | 2;
  cgroupParents: string[];
}
let offered: Offered | null | undefined;

function kernelOffers(): Offered | null {
  if (offered !== undefined) return offered;
  const parent = process.platform === 'linux' ? measuringParent() : null;
  const asked = parent === null ? null : spawnSync(parent, ['--sandbox-probe'], { encoding: 'utf8' });
  const found = asked ? /^landlock (\d+) seccomp ([01]) namespaces ([01]) cgroup ([012])$/m.exec(asked.stdout) : null;
  offered = found
    ? {
        landlock: Number(found[1]),
        seccomp: found[2] === '1',
        namespaces: found[3] === '1',
        cgroup: Number(found[4]) as 0 | 1 | 2,
        cgroupParents: [...asked!.stdout.matchAll(/^cgroup-parent (memory|pids|unified) (\/.*)$/gm)].map(
          ([, controller, dir]) => `${controller}=${dir}`,
        ),
      }
    : null;
  return offered;
}

/**
 * The sandbox a run will have: everything the kernel offers unless `disabled`. KIT_SANDBOX_LANDLOCK_ABI=N caps the
 * Landlock ABI used, KIT_SANDBOX_SECCOMP=0 leaves the seccomp filter out, KIT_SANDBOX_NAMESPACES=0 the run's own
 * namespaces and KIT_SANDBOX_CGROUP=0 its cgroup, to see (and test) what a lesser kernel enforces.
 */
export function sandboxFor(disabled: boolean, root: string): Sandbox {
  const guarded = { home: real(homedir()), kit: [...new Set([root, KIT].map(real))] };
  const off = (why: string): Sandbox => ({
    guarded,
    on: false,
    files: false,
    network: false,
    signals: false,
    processes: false,
    cgroup: 0,
    cgroupParents: [],
    landlockAbi: 0,
    seccomp: false,
    line: `sandbox: off (${why}): a submission runs with your rights and can read the answers, write your files and reach the network`,
    summary: 'off',
  });
  if (disabled) return off('--no-sandbox');
  if (process.platform === 'darwin') return off('macOS has no Landlock; sandbox-exec is not used');
  if (process.platform !== 'linux') return off(`no sandbox on ${process.platform}`);
  const kernel = kernelOffers();
  if (kernel === null) return off('no measuring parent: no C compiler to build it');
  const cap = Number(process.env.KIT_SANDBOX_LANDLOCK_ABI ?? Number.POSITIVE_INFINITY);
  const landlockAbi = Math.max(0, Math.min(kernel.landlock, Number.isFinite(cap) ? Math.floor(cap) : kernel.landlock));
  const seccomp = kernel.seccomp && process.env.KIT_SANDBOX_SECCOMP !== '0';
  if (landlockAbi === 0 && !seccomp) return off('this kernel has neither Landlock nor seccomp');
  const files = landlockAbi >= 1;
  const network = seccomp ? true : landlockAbi >= 4 ? 'tcp' : false;
  const signals = landlockAbi >= 6;
  const processes = kernel.namespaces && process.env.KIT_SANDBOX_NAMESPACES !== '0';
  const cgroup = process.env.KIT_SANDBOX_CGROUP === '0' ? 0 : kernel.cgroup;
  const missing: string[] = [];
  if (!files) missing.push('files need Landlock, Linux 5.13+ with it enabled');
  else if (landlockAbi < 3) missing.push("a file's length can still be cut by truncate(2) (Linux < 6.2)");
  if (network === 'tcp') missing.push('only TCP is closed without seccomp');
  if (!seccomp)
    missing.push(
      'without seccomp a submission may also change the mode, owner and times of a file it can open (its input), use io_uring and keyrings, and make namespaces',
    );
  if (network === false) missing.push('TCP needs Landlock ABI 4, Linux 6.7+');
  if (!signals) missing.push('signals need Landlock ABI 6, Linux 6.12+');
  if (!processes) {
    missing.push(
      `no namespaces for a run here (${process.env.KIT_SANDBOX_NAMESPACES === '0' ? 'KIT_SANDBOX_NAMESPACES=0' : 'the kernel refuses them: user namespaces turned off, or a container without them'}): what a submission leaves running is swept, not contained`,
    );
    // The files only root may read are covered in the run's own mount namespace (namespaces.c); without one, a
    // submission run as root reads them.
    if (process.getuid?.() === 0)
      missing.push(
        'run as root with no mount namespace, a submission reads the files only root may (/etc/shadow): run the judge as a user who is not root',
      );
  }
  if (cgroup === 0)
    missing.push(
      'no cgroup of its own for a run (run as root, or delegate a cgroup v2 subtree): forks are not limited, and memory outside processes is refused, not counted',
    );
  const yes = (part: boolean | 'tcp') => (part === 'tcp' ? 'TCP only' : part ? 'yes' : 'no');
  const line =
    missing.length === 0
      ? null
      : `sandbox: files ${yes(files)}, network ${yes(network)}, signals ${yes(signals)}, processes ${yes(processes)}, cgroup ${cgroup === 0 ? 'no' : `v${cgroup}`} (Landlock ABI ${landlockAbi}; ${missing.join('; ')})`;
  const parts = [
    files && 'files',
    network && (network === 'tcp' ? 'network (TCP)' : 'network'),
    signals && 'signals',
    processes && 'processes',
    cgroup !== 0 && 'memory',
  ];
  return {
    guarded,
    on: true,
    files,
    network,
    signals,
    processes,
    cgroup,
    cgroupParents: cgroup === 0 ? [] : kernel.cgroupParents,
    landlockAbi,
    seccomp,
    line,
    summary: parts.filter(Boolean).join(', '),
  };
}

/** The kit's own folder: its code, and by default its problems, solutions and data. */
export const KIT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The system's own folders of programs and libraries, where they exist: what any runtime's loader reads; of /proc,
 * the system's figures and the program's own folder (/proc/self, resolved by the measuring parent's child, whose pid
 * the program keeps), never another process's: Landlock's ptrace rule does not stop a read of another process's
 * environ or maps (seen on Linux 6.18), so no rule may cover them. A process the program starts cannot read its own
 * /proc/self either.
 */
const SYSTEM_READ = [
  ...['/usr', '/lib', '/lib64', '/lib32', '/libx32', '/bin', '/sbin', '/etc'],
  ...['/proc/self', '/proc/cpuinfo', '/proc/meminfo', '/proc/stat', '/proc/filesystems'],
  ...['/proc/loadavg', '/proc/uptime', '/proc/version'],
  // Of /sys and /proc/sys, what runtimes read to size themselves (the cores, the cgroup's memory limit, huge pages,
  // overcommit, the kernel's release), never all of them: as root, a program would read what only root may there
  // (/proc/sys/net/ipv4/tcp_fastopen_key, /sys/kernel/tracing, a PCI device's registers), which no mount covers.
  ...['/sys/devices/system/cpu', '/sys/fs/cgroup', '/sys/kernel/mm/transparent_hugepage', '/proc/sys/vm'],
  ...['osrelease', 'ostype', 'version', 'pid_max', 'threads-max', 'ngroups_max', 'random'].map(
    (f) => `/proc/sys/kernel/${f}`,
  ),
  ...['/proc/sys/fs/file-max', '/proc/sys/fs/nr_open'],
];
/**
 * What a program may leave in its scratch folder: this many MB of disk (each file held to it by RLIMIT_FSIZE, the
 * folder's total checked by the measuring parent at each look), in at most 100,000 entries; past it, OLE.
 */
export const FILES_LIMIT_MB = 256;
/** As measure.c's SCRATCH_ENTRIES. */
export const FILES_LIMIT_ENTRIES = 100_000;

/**
 * What other users may not read in /etc (a file without o+r, a folder without o+rx, found without following links):
 * the system's secrets, /etc/shadow, host and private keys. A program run as root owns them and reads them without
 * any capability, so in the run's own mount namespace each is covered (namespaces.c). Found once per process; only
 * as root (any other user is kept out by their modes), and only where the run gets its namespaces.
 */
let ownerOnly: string[] | undefined;
/** As many as the measuring parent covers (its hidden[] in measure.c). */
const OWNER_ONLY_MAX = 256;

function ownerOnlyFiles(): string[] {
  if (ownerOnly !== undefined) return ownerOnly;
  const found: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      let stats: ReturnType<typeof lstatSync>;
      try {
        stats = lstatSync(path);
      } catch {
        continue;
      }
      if (stats.isSymbolicLink()) continue;
      if (stats.isDirectory()) {
        if ((stats.mode & 0o005) !== 0o005) found.push(path);
        else walk(path);
      } else if ((stats.mode & 0o004) === 0) found.push(path);
    }
  };
  walk('/etc');
  if (found.length > OWNER_ONLY_MAX)
    throw new UserError(
      `/etc holds ${found.length} files other users may not read, more than the ${OWNER_ONLY_MAX} the sandbox can cover for a program run as root: run the judge as a user who is not root`,
    );
  ownerOnly = found;
  return found;
}

/** Devices a program may open to read and write. */
const DEVICES = ['/dev/null', '/dev/zero', '/dev/full', '/dev/random', '/dev/urandom'];

/** `command` as found on PATH (or as given, when it holds a slash), its links followed; null when not found. */
function whichReal(command: string, path: string): string | null {
  const candidates = command.includes('/')
    ? [resolve(command)]
    : path
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, command));
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return realpathSync(candidate);
    } catch {
      // not here
    }
  }
  return null;
}

/** Whether `inner` is `outer` or lies beneath it. */
export function within(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(outer.endsWith(sep) ? outer : outer + sep);
}

/**
 * What a runtime or compiler found at `executable` needs to read: its installation (the folder above its bin/, as
 * a JDK or a version manager's runtime lays it out; the version manager itself above its shims/, as pyenv's and
 * asdf's shims run it; a compiled program's own build folder), or the file alone where that
 * folder would hold a guarded folder (the home, the root, the kit), or lie inside the root or the kit.
 */
function installation(executable: string, guarded: Sandbox['guarded']): string {
  const dir = dirname(executable);
  const prefix = /\/(s?bin|shims)$/.test(dir) ? dirname(dir) : dir;
  const opens = holdsGuarded(prefix, guarded) || guarded.kit.some((folder) => within(prefix, folder));
  return opens ? executable : prefix;
}

/** Whether a folder is, or holds, the home, the root or the kit: never given to a program. */
function holdsGuarded(path: string, guarded: Sandbox['guarded']): boolean {
  return [guarded.home, ...guarded.kit].some((folder) => within(folder, path));
}

/** A path with its links followed; resolved as given where it does not exist. */
export function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** A shell command's words, as programReach reads them: split at blanks, quotes and the shell's operators. */
const commandWords = (command: string) => command.split(/[\s;|&()<>'"`=]+/).filter(Boolean);

/**
 * A --command that names a path inside the test data or a problem's folder (of the root or the kit), anywhere in
 * its text, a comment included, is refused before it runs: what it names it may read (programReach), and those it
 * must not.
 */
export function refuseGuardedWords(sandbox: Sandbox, command: string): void {
  if (!sandbox.files) return;
  const data = sandbox.guarded.kit.flatMap((folder) => [join(folder, 'testdata'), join(folder, 'problems')]);
  for (const word of commandWords(command)) {
    if (!isAbsolute(word)) continue;
    const path = real(word);
    const inside = data.find((folder) => within(path, folder) || within(resolve(word), folder));
    if (inside !== undefined)
      throw new UserError(
        `--command names ${word}, inside ${inside}: a submission may not read the test data or a problem's files, and a path a command names is one it may read`,
      );
  }
}

/**
 * What the sandbox needs to know of a program (judge/run's Program has this shape): a bundle run by Node.js, or a
 * native program's command, with the file or command the user named and its language (null for a shell command).
 */
export type Reachable =
  | { kind: 'node'; file: string }
  | { kind: 'native'; source: string; command: string[]; language: unknown };

/**
 * The folder a program in a folder named after it has (x/x.cpp: a Kattis folder submission, headers beside it), all of
 * it readable to the program and its compiler; null for a file that is not one.
 */
export function ownFolder(source: string): string | null {
  const file = resolve(source);
  return basename(dirname(file)) === basename(file, extname(file)) ? dirname(file) : null;
}

/** The executables a program starts and the files it names, as the sandbox is told them (see sandboxOptions). */
export function programReach(program: Reachable): { executables: string[]; files: string[] } {
  if (program.kind === 'node') return { executables: [process.execPath], files: [program.file] };
  if (program.language !== null) {
    const own = ownFolder(program.source);
    const [executable, ...args] = program.command;
    return { executables: [executable], files: [...args.filter((arg) => isAbsolute(arg)), ...(own ? [own] : [])] };
  }
  // A shell command: its shell, each word that names a program on PATH, each absolute path it names that is a file
  // (a folder named gives nothing: a comment naming one would open all it holds).
  const words = commandWords(program.source);
  return {
    executables: [program.command[0], ...words.filter((word) => !word.includes('/'))],
    files: words.filter((word) => isAbsolute(word) && existsSync(word) && statSync(word).isFile()),
  };
}

/**
 * One run of a program in the sandbox: besides its own files, `reads` (a test's input, a module it loads); `devices`,
 * those it may open (by default DEVICES; a compiler, /dev/null alone).
 */
export interface SandboxedRun {
  program: Reachable;
  scratch: string;
  path: string;
  reads: readonly string[];
  devices?: readonly string[];
}

/**
 * The measuring parent's options for one program: the Landlock ABI and seccomp filter, the system's folders and
 * each runtime's installation to read (found from the executables the command names), the program's own files and
 * the run's `reads` (read only), its scratch folder to write. Empty when the sandbox is off.
 */
export function sandboxOptions(sandbox: Sandbox, run: SandboxedRun): string[] {
  if (!sandbox.on) return [];
  const options = [
    `-A${sandbox.landlockAbi}`,
    ...(sandbox.seccomp ? ['-S'] : []),
    ...(sandbox.processes ? ['-N'] : []),
    ...(sandbox.processes && process.getuid?.() === 0 ? ownerOnlyFiles().map((path) => `-H${path}`) : []),
    ...(sandbox.cgroup === 0
      ? []
      : sandbox.cgroupParents.length > 0
        ? sandbox.cgroupParents.map((p) => `-C${p}`)
        : ['-C']),
    `-F${FILES_LIMIT_MB * 1024}`,
  ];
  if (sandbox.landlockAbi > 0) {
    options.push(...programReads(sandbox, run.program, run.path));
    options.push(...run.reads.map((file) => `-r${realpathSync(file)}`));
    options.push(...(run.devices ?? DEVICES).map((d) => `-d${d}`), `-w${realpathSync(run.scratch)}`);
  }
  return [...options, '--'];
}

/**
 * `command` run through the measuring parent in `sandbox` (a compiler, the warm workers' host): held to `limits` and
 * sampled where they are given (the sandbox off or not), else with no limit and nothing sampled; `command` as it is
 * where there is no measuring parent, or neither a sandbox nor limits to apply.
 */
export function sandboxedCommand(
  sandbox: Sandbox | null,
  command: string[],
  run: SandboxedRun,
  limits?: { cpuMs: number; memoryKb: number },
): string[] {
  const parent = sandbox?.on || limits ? measuringParent() : null;
  if (parent === null) return command;
  const sample = limits && process.platform === 'linux' ? '1' : '0';
  const measured = limits ? [String(limits.cpuMs), String(limits.memoryKb), sample] : ['0', '0', '0'];
  return [parent, ...measured, ...(sandbox ? sandboxOptions(sandbox, run) : []), ...command];
}

/** What a report keeps of the sandbox its programs ran in (JudgeReport.sandbox, the page's). */
export function sandboxRecord(sandbox: Sandbox): { enforced: string; notEnforced: string | null } {
  return { enforced: sandbox.summary, notEnforced: sandbox.line };
}

/**
 * The paths as the kernel opens them (links followed: /lib is /usr/lib on a merged /usr), each once, and none inside
 * another: each Landlock rule costs every run a few microseconds, and one folder's rule covers all beneath it.
 * /proc/self stays as written: it names the program's own folder only when the program opens it.
 */
function outermost(paths: string[]): string[] {
  const opened = [...new Set(paths.map((p) => (within(p, '/proc') ? p : real(p))))];
  return opened.filter((p) => !opened.some((other) => other !== p && within(p, other)));
}

/** What a program may read, the same for each of its runs: found once per program, sandbox and PATH. */
const reads = new WeakMap<Reachable, Map<string, string[]>>();

function programReads(sandbox: Sandbox, program: Reachable, path: string): string[] {
  const key = `${[sandbox.guarded.home, ...sandbox.guarded.kit].join('\u0000')}\u0001${path}`;
  const known = reads.get(program)?.get(key);
  if (known) return known;
  const read = new Set(SYSTEM_READ.filter((dir) => existsSync(dir)));
  const reach = programReach(program);
  for (const command of reach.executables) {
    const found = whichReal(command, path);
    if (found !== null) read.add(installation(found, sandbox.guarded));
  }
  // A file or folder the command names (a folder that holds the home or the kit is not given, whoever names it).
  for (const file of reach.files)
    if (isAbsolute(file) && existsSync(file) && !holdsGuarded(realpathSync(file), sandbox.guarded))
      read.add(realpathSync(file));
  const options = outermost([...read]).map((p) => `-r${p}`);
  if (!reads.has(program)) reads.set(program, new Map());
  reads.get(program)!.set(key, options);
  return options;
}
