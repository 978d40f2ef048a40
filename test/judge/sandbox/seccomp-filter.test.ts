// The seccomp filter the measuring parent installs, run call by call in a small BPF interpreter (measure
// --seccomp-filter prints it): each rule refuses what it names with its error, and lets through what it does not,
// at the edges of every range and argument test. The x86-64 call numbers are the kernel's own table.
import { spawnSync } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { measuringParent } from '../../../judge/sandbox/measure.ts';
import { NO_PARENT, skippingAll } from '../../helpers/skip.ts';

const X86_64 = 0xc000003e;
const I386 = 0x40000003;
const ALLOW = 0x7fff0000;
const EPERM = 1;
const ENOSYS = 38;
const EACCES = 13;
const errno = (error: number) => 0x00050000 | error;

type Instruction = [code: number, jt: number, jf: number, k: number];

/** What the filter returns for one call: the classic BPF a seccomp filter may hold, over seccomp_data. */
function run(filter: Instruction[], nr: number, args: bigint[] = [], arch = X86_64): number {
  const data = Buffer.alloc(64);
  data.writeInt32LE(nr, 0);
  data.writeUInt32LE(arch, 4);
  for (const [i, arg] of args.entries()) data.writeBigUInt64LE(BigInt.asUintN(64, arg), 16 + 8 * i);
  let a = 0;
  for (let pc = 0, steps = 0; steps < 10_000; steps++) {
    const [code, jt, jf, k] = filter[pc];
    const op = code & 0xf0;
    switch (code & 0x07) {
      case 0x00: // BPF_LD | BPF_W | BPF_ABS
        assert.is(code, 0x20, `instruction ${pc}: a load of a word`);
        a = data.readUInt32LE(k);
        pc++;
        break;
      case 0x04: // BPF_ALU | BPF_AND | BPF_K
        assert.is(code, 0x54, `instruction ${pc}: an AND`);
        a = (a & k) >>> 0;
        pc++;
        break;
      case 0x05: {
        if (op === 0x00) {
          pc += 1 + k;
          break;
        }
        const holds = { 16: a === k, 32: a > k, 48: a >= k, 64: (a & k) !== 0 }[op];
        assert.ok(holds !== undefined, `instruction ${pc}: a known jump`);
        pc += 1 + (holds ? jt : jf);
        break;
      }
      case 0x06:
        return k;
      default:
        assert.unreachable(`instruction ${pc}: code ${code}`);
    }
    assert.ok(pc < filter.length, 'the filter runs off its end');
  }
  throw new Error('the filter loops');
}

const parent = measuringParent();
const printed = parent === null ? null : spawnSync(parent, ['--seccomp-filter'], { encoding: 'utf8' });
const instructions = (text: string | undefined): Instruction[] =>
  (text?.trim().split('\n') ?? []).map((line) => line.split(' ').map(Number) as Instruction);
const filter = instructions(printed?.status === 0 ? printed.stdout : undefined);
/** The filter where the run has its own cgroup and IPC namespace, which count and free memory outside processes. */
const countedPrinted =
  parent === null ? null : spawnSync(parent, ['--seccomp-filter', 'counted'], { encoding: 'utf8' });
const counted = instructions(countedPrinted?.status === 0 ? countedPrinted.stdout : undefined);

// Printed by the measuring parent: where there is none (no C compiler), each test is skipped, saying so.
const test = skippingAll(
  suite('the seccomp filter, call by call'),
  'seccomp filter',
  parent === null ? NO_PARENT : null,
);
if (process.arch === 'x64' && process.platform === 'linux') {
  test('it is printed, fits a classic BPF program and is short', () => {
    assert.ok(filter.length > 0 && filter.length < 256, `${filter.length} instructions`);
    assert.is(filter.length <= 150, true, `${filter.length} instructions: every call's check runs as it starts`);
  });

  test('another architecture, and x32 numbers, are refused whole', () => {
    assert.is(run(filter, 0, [], I386), errno(ENOSYS));
    assert.is(run(filter, 59, [], I386), errno(ENOSYS));
    assert.is(run(filter, 0x40000000 + 59), errno(ENOSYS));
  });

  test('calls no rule names are allowed, each one from 0 to 500 but the refused', () => {
    const refused = new Map<number, number>([
      [41, EACCES],
      [42, EACCES],
      [46, EACCES],
      [307, EACCES], // socket, connect, sendmsg, sendmmsg
      [90, EPERM],
      [91, EPERM],
      [92, EPERM],
      [93, EPERM],
      [94, EPERM], // chmod .. lchown
      [132, EPERM],
      [235, EPERM],
      [261, EPERM],
      [260, EPERM],
      [268, EPERM],
      [280, EPERM],
      [452, EPERM],
      [188, EPERM],
      [189, EPERM],
      [190, EPERM],
      [197, EPERM],
      [198, EPERM],
      [199, EPERM],
      [463, EPERM],
      [466, EPERM],
      [425, ENOSYS],
      [426, ENOSYS],
      [427, ENOSYS], // io_uring
      [272, EPERM],
      [308, EPERM],
      [435, ENOSYS], // unshare, setns, clone3
      [248, EPERM],
      [249, EPERM],
      [250, EPERM], // keyrings
      [319, ENOSYS],
      [447, ENOSYS], // memfd_create, memfd_secret
      [254, EACCES],
      [300, EPERM],
      [301, EPERM], // inotify_add_watch, fanotify_init, fanotify_mark
      ...[29, 30, 31, 67, 64, 65, 66, 220, 68, 69, 70, 71].map((nr): [number, number] => [nr, ENOSYS]), // SysV IPC
      ...[240, 241, 242, 243, 244, 245].map((nr): [number, number] => [nr, ENOSYS]), // POSIX message queues
    ]);
    // Calls whose arguments decide: all zero, they pass (pid 0 is the caller itself; no address; no namespace).
    const byArguments = [16, 72, 44, 302, 141, 203, 144, 142, 314, 251, 133, 259, 56];
    for (let nr = 0; nr <= 500; nr++) {
      const wanted = refused.has(nr) ? errno(refused.get(nr)!) : ALLOW;
      if (byArguments.includes(nr)) continue;
      assert.is(run(filter, nr).toString(16), wanted.toString(16), `call ${nr}`);
    }
  });

  test("ioctl: an inode's flags, attributes, version, verity and encryption refused; any other request allowed", () => {
    const settings = [0x40086602n, 0x40046602n, 0x401c5820n, 0x40087602n, 0x40047602n, 0x40806685n, 0x800c6613n];
    for (const request of settings) assert.is(run(filter, 16, [3n, request]), errno(EPERM), request.toString(16));
    // The kernel reads the request as an int: a high half set does not slip one past.
    assert.is(run(filter, 16, [3n, (1n << 32n) | 0x40086602n]), errno(EPERM));
    // FS_IOC_GETFLAGS, TCGETS, FIONREAD, FIONBIO: reads and a terminal's calls stay.
    for (const request of [0x80086601n, 0x5401n, 0x541bn, 0x5421n]) assert.is(run(filter, 16, [3n, request]), ALLOW);
  });

  test('with its own cgroup and IPC namespace a run may hold memfds and SysV objects; never POSIX queues', () => {
    for (const nr of [319, 29, 30, 31, 67, 64, 65, 66, 220, 68, 69, 70, 71])
      assert.is(run(counted, nr), ALLOW, `${nr}`);
    for (const nr of [447, 240, 241, 242, 243, 244, 245]) assert.is(run(counted, nr), errno(ENOSYS), `${nr}`);
    assert.is(run(counted, 41), errno(EACCES), 'the rest as strict');
  });

  test('fcntl: a lease refused, every other command allowed', () => {
    assert.is(run(filter, 72, [0n, 1024n, 0n]), errno(EPERM));
    for (const command of [0n, 1n, 2n, 3n, 4n, 1025n, 1030n]) assert.is(run(filter, 72, [0n, command]), ALLOW);
  });

  test('sendto: allowed without an address, refused with one (either half of the pointer)', () => {
    assert.is(run(filter, 44, [3n, 0n, 10n, 0n, 0n, 0n]), ALLOW);
    assert.is(run(filter, 44, [3n, 0n, 10n, 0n, 0x1000n, 16n]), errno(EACCES));
    assert.is(run(filter, 44, [3n, 0n, 10n, 0n, 1n << 32n, 16n]), errno(EACCES));
  });

  test('limits and scheduling: the caller itself only', () => {
    for (const nr of [302, 203, 144, 142, 314]) {
      assert.is(run(filter, nr, [0n, 7n]), ALLOW, `call ${nr} on pid 0`);
      assert.is(run(filter, nr, [1234n, 7n]), errno(EPERM), `call ${nr} on another pid`);
    }
    // setpriority(which, who): PRIO_PROCESS (0) of pid 0 only; ioprio_set: IOPRIO_WHO_PROCESS (1) of pid 0 only.
    assert.is(run(filter, 141, [0n, 0n, 5n]), ALLOW);
    assert.is(run(filter, 141, [0n, 99n, 5n]), errno(EPERM));
    assert.is(run(filter, 141, [2n, 0n, 5n]), errno(EPERM)); // PRIO_USER
    assert.is(run(filter, 251, [1n, 0n, 0n]), ALLOW);
    assert.is(run(filter, 251, [1n, 99n, 0n]), errno(EPERM));
    assert.is(run(filter, 251, [3n, 0n, 0n]), errno(EPERM)); // IOPRIO_WHO_USER
  });

  test('device nodes refused, fifos and files made', () => {
    const S_IFCHR = 0o020000n;
    const S_IFBLK = 0o060000n;
    const S_IFIFO = 0o010000n;
    const S_IFREG = 0o100000n;
    for (const [nr, at] of [
      [133, 1],
      [259, 2],
    ] as const) {
      const mode = (kind: bigint) => Object.assign([0n, 0n, 0n], { [at]: kind | 0o644n });
      assert.is(run(filter, nr, mode(S_IFCHR)), errno(EPERM), `call ${nr}, a character device`);
      assert.is(run(filter, nr, mode(S_IFBLK)), errno(EPERM), `call ${nr}, a block device`);
      assert.is(run(filter, nr, mode(S_IFIFO)), ALLOW, `call ${nr}, a fifo`);
      assert.is(run(filter, nr, mode(S_IFREG)), ALLOW, `call ${nr}, a file`);
    }
  });

  test('clone: threads and processes allowed, a namespace refused', () => {
    const CLONE_THREAD_FLAGS = 0x3d0f00n; // glibc's pthread_create
    assert.is(run(filter, 56, [CLONE_THREAD_FLAGS]), ALLOW);
    assert.is(run(filter, 56, [0x11n]), ALLOW); // fork: SIGCHLD
    for (const flag of [0x00020000n, 0x02000000n, 0x04000000n, 0x08000000n, 0x10000000n, 0x20000000n, 0x40000000n])
      assert.is(run(filter, 56, [flag | 0x11n]), errno(EPERM), `flag ${flag.toString(16)}`);
  });
}

test.run();
