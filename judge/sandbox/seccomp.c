#define _GNU_SOURCE /* O_PATH, close_range */
#include "walls.h"
#ifdef __linux__
/* Whether seccomp filters can be installed here (asked without installing one). */
int seccomp_available(void) {
  return prctl(PR_GET_SECCOMP, 0, 0, 0, 0) >= 0;
}

/*
 * The seccomp filter: what Landlock leaves open. Written as a list of rules, each on one system call, each with its
 * reason; a call no rule names is allowed. Another architecture's calls (i386's int $0x80 from a 64-bit program,
 * x32) are refused whole: the filter reads numbers of the native table only.
 *
 * The rules are sorted by call number, neighbours refused alike merged into one range, and reached by a binary
 * search; every check ends in one of a few shared returns. The kernel compiles the filter and runs it once per call
 * number when it is installed, for each program of each test, so it is kept short: 140 instructions for these 70
 * rules, where one check after another took 138.
 */
#ifndef __NR_io_uring_enter
#define __NR_io_uring_enter 426
#define __NR_io_uring_register 427
#endif
#ifndef __NR_memfd_secret
#define __NR_memfd_secret 447
#endif
#ifndef __NR_clone3
#define __NR_clone3 435
#endif
#ifndef __NR_fchmodat2
#define __NR_fchmodat2 452
#endif
#ifndef __NR_setxattrat
#define __NR_setxattrat 463
#define __NR_removexattrat 466
#endif
#define CLONE_NAMESPACES 0x7E020000U /* CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET */
/* The two 32-bit halves of a call's 64-bit argument i, as BPF loads them. */
#define ARG_AT(i) (offsetof(struct seccomp_data, args) + (i) * sizeof(uint64_t))
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define ARG_LO(i) ARG_AT(i)
#define ARG_HI(i) (ARG_AT(i) + sizeof(uint32_t))
#else
#define ARG_LO(i) (ARG_AT(i) + sizeof(uint32_t))
#define ARG_HI(i) ARG_AT(i)
#endif

/* What a rule refuses of its call. */
enum refusal {
  ALWAYS,       /* every call */
  UNLESS,       /* unless argument `arg` is `value` (and argument `then_zero`, where >= 0, is 0) */
  BITS,         /* when argument `arg` has any of the bits `value` */
  DEVICE_NODES, /* when the mode argument `arg` makes a character or block device */
  ONE_OF,       /* when argument `arg` (its low half, as the kernel reads an int) is one of `values` */
};

struct rule {
  int nr, last; /* the calls nr..last, all refused alike (last > nr only for ALWAYS) */
  enum refusal refusal;
  int arg, then_zero, whole; /* whole: a pointer's two halves are read, else an int's low half (the kernel's own) */
  uint32_t value;
  int error;
  const uint32_t *values; /* ONE_OF's, `value` of them */
};

struct rules {
  struct rule list[96];
  int count, overflow;
};

static void add(struct rules *r, struct rule rule) {
  rule.last = rule.nr;
  if (r->count < (int)(sizeof r->list / sizeof r->list[0])) r->list[r->count++] = rule;
  else r->overflow = 1;
}

/* The call `nr` always fails with `error`. */
static void refuse(struct rules *r, int nr, int error) {
  add(r, (struct rule){.nr = nr, .refusal = ALWAYS, .then_zero = -1, .error = error});
}

/* `nr` fails with `error` unless its argument `arg` is `wanted` and, where `then_zero` >= 0, argument `then_zero` is 0. */
static void refuse_unless(struct rules *r, int nr, int arg, uint32_t wanted, int then_zero, int whole, int error) {
  add(r, (struct rule){.nr = nr, .refusal = UNLESS, arg, then_zero, whole, wanted, error});
}

/* `nr` fails with `error` when its argument `arg` has any of `bits` (its low half). */
static void refuse_bits(struct rules *r, int nr, int arg, uint32_t bits, int error) {
  add(r, (struct rule){.nr = nr, .refusal = BITS, arg, -1, 0, bits, error});
}

/* `nr` fails with `error` when its mode argument `arg` makes a character or block device. */
static void refuse_devices(struct rules *r, int nr, int arg, int error) {
  add(r, (struct rule){.nr = nr, .refusal = DEVICE_NODES, arg, -1, 0, 0, error});
}

/* `nr` fails with `error` when its argument `arg` (its low half) is one of the `count` `values`. */
static void refuse_values(struct rules *r, int nr, int arg, const uint32_t *values, uint32_t count, int error) {
  add(r, (struct rule){.nr = nr, .refusal = ONE_OF, .arg = arg, .then_zero = -1, .value = count, .error = error, .values = values});
}

#define ALLOWED (-1) /* the shared return a jump may go to: this, or an error's REFUSE */

struct filter {
  struct sock_filter code[256]; /* jumps go at most 255 ahead: any shared return is in reach */
  int length, overflow;
  struct {
    int at, when_true, to;
  } pending[256]; /* jumps to a shared return, aimed once the returns are placed */
  int pending_count;
};

static int emit(struct filter *f, struct sock_filter instruction) {
  if (f->length < (int)(sizeof f->code / sizeof f->code[0])) f->code[f->length] = instruction;
  else f->overflow = 1;
  return f->length++;
}

#define LOAD(offset) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, (offset))
#define RETURN(value) BPF_STMT(BPF_RET | BPF_K, (value))
#define REFUSE(error) RETURN(SECCOMP_RET_ERRNO | ((error) & SECCOMP_RET_DATA))
#define JUMP(test, k) BPF_JUMP(BPF_JMP | (test) | BPF_K, (k), 0, 0)

/* Sets the jump at `at` to go, when its test holds or fails, to the instruction at `target` (forward only). */
static void aim(struct filter *f, int at, int when_true, int target) {
  int offset = target - at - 1;
  if (at >= (int)(sizeof f->code / sizeof f->code[0])) return;
  if (offset < 0 || offset > 255) f->overflow = 1;
  if (when_true) f->code[at].jt = (unsigned char)offset;
  else f->code[at].jf = (unsigned char)offset;
}

/* The jump at `at` goes, when its test holds or fails, to the shared return `to` (ALLOWED or an error). */
static void aim_return(struct filter *f, int at, int when_true, int to) {
  if (f->pending_count >= (int)(sizeof f->pending / sizeof f->pending[0])) {
    f->overflow = 1;
    return;
  }
  f->pending[f->pending_count].at = at;
  f->pending[f->pending_count].when_true = when_true;
  f->pending[f->pending_count++].to = to;
}

/* The shared returns, last: ALLOW and each error's REFUSE, every pending jump aimed at its own. */
static void emit_returns(struct filter *f) {
  int placed[8][2], count = 0; /* [return, index] */
  for (int i = 0; i < f->pending_count; i++) {
    int to = f->pending[i].to, at = -1;
    for (int k = 0; k < count; k++)
      if (placed[k][0] == to) at = placed[k][1];
    if (at < 0 && count < 8) {
      at = emit(f, to == ALLOWED ? (struct sock_filter)RETURN(SECCOMP_RET_ALLOW) : (struct sock_filter)REFUSE(to));
      placed[count][0] = to, placed[count++][1] = at;
    }
    if (at < 0) f->overflow = 1;
    else aim(f, f->pending[i].at, f->pending[i].when_true, at);
  }
}

/* One rule's check, the call number in A and known to be in the rule's range: each way out a shared return. */
static void emit_check(struct filter *f, const struct rule *rule) {
  switch (rule->refusal) {
  case ALWAYS: /* reached only from its range's test, which jumps straight to the REFUSE */
    break;
  case UNLESS: {
    /* Equalities, each to hold in turn: a mismatch refuses, the last match allows. */
    unsigned offsets[3];
    uint32_t wanted[3];
    int count = 0;
    offsets[count] = ARG_LO(rule->arg), wanted[count++] = rule->value;
    if (rule->whole) offsets[count] = ARG_HI(rule->arg), wanted[count++] = 0;
    if (rule->then_zero >= 0) offsets[count] = ARG_LO(rule->then_zero), wanted[count++] = 0;
    for (int i = 0; i < count; i++) {
      emit(f, (struct sock_filter)LOAD(offsets[i]));
      int test = emit(f, (struct sock_filter)JUMP(BPF_JEQ, wanted[i]));
      if (i == count - 1) aim_return(f, test, 1, ALLOWED);
      else aim(f, test, 1, test + 1);
      aim_return(f, test, 0, rule->error);
    }
    break;
  }
  case BITS: {
    emit(f, (struct sock_filter)LOAD(ARG_LO(rule->arg)));
    int test = emit(f, (struct sock_filter)JUMP(BPF_JSET, rule->value));
    aim_return(f, test, 1, rule->error);
    aim_return(f, test, 0, ALLOWED);
    break;
  }
  case DEVICE_NODES: {
    emit(f, (struct sock_filter)LOAD(ARG_LO(rule->arg)));
    emit(f, (struct sock_filter)BPF_STMT(BPF_ALU | BPF_AND | BPF_K, S_IFMT));
    int character = emit(f, (struct sock_filter)JUMP(BPF_JEQ, S_IFCHR));
    int block = emit(f, (struct sock_filter)JUMP(BPF_JEQ, S_IFBLK));
    aim_return(f, character, 1, rule->error);
    aim(f, character, 0, block);
    aim_return(f, block, 1, rule->error);
    aim_return(f, block, 0, ALLOWED);
    break;
  }
  case ONE_OF: {
    emit(f, (struct sock_filter)LOAD(ARG_LO(rule->arg)));
    for (uint32_t i = 0; i < rule->value; i++) {
      int test = emit(f, (struct sock_filter)JUMP(BPF_JEQ, rule->values[i]));
      aim_return(f, test, 1, rule->error);
      if (i + 1 < rule->value) aim(f, test, 0, test + 1);
      else aim_return(f, test, 0, ALLOWED);
    }
    break;
  }
  }
}

/* The rules list[low..high] (sorted by call number), the number in A: a binary search down to one rule's range. */
static void emit_search(struct filter *f, const struct rule *list, int low, int high) {
  if (low < high) {
    int middle = (low + high + 1) / 2;
    int split = emit(f, (struct sock_filter)JUMP(BPF_JGE, (uint32_t)list[middle].nr));
    aim(f, split, 0, split + 1);
    emit_search(f, list, low, middle - 1);
    aim(f, split, 1, f->length);
    emit_search(f, list, middle, high);
    return;
  }
  const struct rule *rule = &list[low];
  int test, inside; /* the test whose `inside` side is a number in the rule's range */
  if (rule->last == rule->nr) {
    test = emit(f, (struct sock_filter)JUMP(BPF_JEQ, (uint32_t)rule->nr));
    aim_return(f, test, 0, ALLOWED);
    inside = 1;
  } else {
    int below = emit(f, (struct sock_filter)JUMP(BPF_JGE, (uint32_t)rule->nr));
    aim(f, below, 1, below + 1);
    aim_return(f, below, 0, ALLOWED);
    test = emit(f, (struct sock_filter)JUMP(BPF_JGT, (uint32_t)rule->last));
    aim_return(f, test, 1, ALLOWED);
    inside = 0;
  }
  if (rule->refusal == ALWAYS) aim_return(f, test, inside, rule->error);
  else aim(f, test, inside, test + 1);
  emit_check(f, rule);
}

static int by_number(const void *a, const void *b) {
  int x = ((const struct rule *)a)->nr, y = ((const struct rule *)b)->nr;
  return (x > y) - (x < y);
}

/* Sorts the rules and merges neighbours always refused with one error into ranges; two rules on one call: -1. */
static int sort_rules(struct rules *r) {
  qsort(r->list, (size_t)r->count, sizeof r->list[0], by_number);
  int kept = 0;
  for (int i = 0; i < r->count; i++) {
    struct rule *last = kept > 0 ? &r->list[kept - 1] : NULL;
    if (last != NULL && r->list[i].nr <= last->last) return -1;
    if (last != NULL && last->refusal == ALWAYS && r->list[i].refusal == ALWAYS && r->list[i].nr == last->last + 1 &&
        r->list[i].error == last->error)
      last->last = r->list[i].nr;
    else r->list[kept++] = r->list[i];
  }
  r->count = kept;
  return 0;
}

/* Every rule of the sandbox, each with its reason. */
static void sandbox_rules(struct rules *r, int counted) {
  /* The network: no socket of any family (socketpair stays: runtimes talk to their children over one). */
  refuse(r, __NR_socket, EACCES);
  /* io_uring could open a socket or a file past every check here. */
  refuse(r, __NR_io_uring_setup, ENOSYS);
  refuse(r, __NR_io_uring_enter, ENOSYS);
  refuse(r, __NR_io_uring_register, ENOSYS);
  /* A socketpair's datagram socket can be pointed at any path-named socket (/dev/log, a listener of yours) by
   * connect, or sendto/sendmsg with an address; sendmsg's address lies in memory the filter cannot read, so it goes
   * whole (runtimes write to their stream sockets with write and send). */
  refuse(r, __NR_connect, EACCES);
  refuse_unless(r, __NR_sendto, 4, 0, -1, 1, EACCES);
  refuse(r, __NR_sendmsg, EACCES);
  refuse(r, __NR_sendmmsg, EACCES);
  /* Limits and scheduling of another process (Landlock scopes signals and ptrace, not these): its own (pid 0) only.
   * With prlimit, a submission could take away its measuring parent's open files, so that nothing sweeps up. */
  refuse_unless(r, __NR_prlimit64, 0, 0, -1, 0, EPERM);
  refuse_unless(r, __NR_setpriority, 0, 0 /* PRIO_PROCESS */, 1, 0, EPERM);
  refuse_unless(r, __NR_sched_setaffinity, 0, 0, -1, 0, EPERM);
  refuse_unless(r, __NR_sched_setscheduler, 0, 0, -1, 0, EPERM);
  refuse_unless(r, __NR_sched_setparam, 0, 0, -1, 0, EPERM);
  refuse_unless(r, __NR_sched_setattr, 0, 0, -1, 0, EPERM);
  refuse_unless(r, __NR_ioprio_set, 0, 1 /* IOPRIO_WHO_PROCESS */, 1, 0, EPERM);
  /* A file's mode, owner, times and extended attributes: Landlock does not cover them, and seccomp cannot tell one
   * path from another, so none may be changed, not even in scratch (a chmod 000 of the answers would break the next
   * run; a loosened private key would stay loose). */
  static const int metadata[] = {
#ifdef __NR_chmod
    __NR_chmod, __NR_chown, __NR_lchown, __NR_utime, __NR_utimes, __NR_futimesat,
#endif
    __NR_fchmod, __NR_fchmodat, __NR_fchmodat2, __NR_fchown, __NR_fchownat, __NR_utimensat,
    __NR_setxattr, __NR_lsetxattr, __NR_fsetxattr, __NR_setxattrat,
    __NR_removexattr, __NR_lremovexattr, __NR_fremovexattr, __NR_removexattrat,
  };
  for (size_t i = 0; i < sizeof metadata / sizeof metadata[0]; i++) refuse(r, metadata[i], EPERM);
  /* Devices: a character or block device node is a door to memory or a disk (fifos and plain files stay). */
#ifdef __NR_mknod
  refuse_devices(r, __NR_mknod, 1, EPERM);
#endif
  refuse_devices(r, __NR_mknodat, 2, EPERM);
  /* Namespaces: a new user namespace gives back every capability inside it; joining another leaves the walls. clone3
   * takes its flags in memory the filter cannot read: ENOSYS makes the C library fall back to clone, whose flags it
   * can. */
  refuse(r, __NR_unshare, EPERM);
  refuse(r, __NR_setns, EPERM);
  refuse(r, __NR_clone3, ENOSYS);
  refuse_bits(r, __NR_clone, 0, CLONE_NAMESPACES, EPERM);
  /* Memory held outside every process's resident memory, and outliving the run where there is no IPC namespace: a
   * memfd filled by write and never mapped, SysV shared memory, message queues and semaphores. Where the run has its
   * own cgroup, which counts such memory, and its own IPC namespace, which frees such objects with it (`counted`),
   * they are the program's to use and its memory; elsewhere they are refused. No runtime of the kit uses them
   * (Node.js, Python, the JVM, a C or C++ program, their compilers). POSIX message queues and secret memory are
   * refused everywhere: their memory is the kernel's, which no cgroup of the kit counts. */
  static const int sysv[] = {__NR_memfd_create, __NR_shmget, __NR_shmat,  __NR_shmctl, __NR_shmdt,  __NR_msgget,
                             __NR_msgsnd,       __NR_msgrcv, __NR_msgctl, __NR_semget, __NR_semop,  __NR_semctl,
                             __NR_semtimedop};
  for (size_t i = 0; !counted && i < sizeof sysv / sizeof sysv[0]; i++) refuse(r, sysv[i], ENOSYS);
  static const int kernel_held[] = {__NR_memfd_secret, __NR_mq_open,   __NR_mq_unlink,   __NR_mq_timedsend,
                                    __NR_mq_timedreceive, __NR_mq_notify, __NR_mq_getsetattr};
  for (size_t i = 0; i < sizeof kernel_held / sizeof kernel_held[0]; i++) refuse(r, kernel_held[i], ENOSYS);
  /* An inode's flags (immutable, append-only, no-dump), its project and extended attributes, version, verity and
   * encryption: set by ioctl on any file the program may open, a test's input among them, by its owner. */
  static const uint32_t inode_settings[] = {
      0x40086602U, /* FS_IOC_SETFLAGS */
      0x40046602U, /* FS_IOC32_SETFLAGS */
      0x401c5820U, /* FS_IOC_FSSETXATTR */
      0x40087602U, /* FS_IOC_SETVERSION */
      0x40047602U, /* FS_IOC32_SETVERSION */
      0x40806685U, /* FS_IOC_ENABLE_VERITY */
      0x800c6613U, /* FS_IOC_SET_ENCRYPTION_POLICY */
  };
  refuse_values(r, __NR_ioctl, 1, inode_settings, sizeof inode_settings / sizeof inode_settings[0], EPERM);
  /* A lease on a file the program may read (its own test's input, a root-owned file, run as root): whoever opens it
   * to write then waits up to 45 s. */
  static const uint32_t lease[] = {1024 /* F_SETLEASE */};
  refuse_values(r, __NR_fcntl, 1, lease, 1, EPERM);
  /* Watches on files: Landlock does not cover them, and a watch on the test data names each file the judge opens,
   * in order. */
  refuse(r, __NR_inotify_add_watch, EACCES);
  refuse(r, __NR_fanotify_init, EPERM);
  refuse(r, __NR_fanotify_mark, EPERM);
  /* The kernel's keyrings are shared by every process of the user: keys, tokens and credentials kept there. */
  refuse(r, __NR_add_key, EPERM);
  refuse(r, __NR_request_key, EPERM);
  refuse(r, __NR_keyctl, EPERM);
}

/* The filter, built in `f`; -1 (errno set) where it cannot be on this architecture or does not fit. */
static int build_seccomp(struct filter *f, int counted) {
#if defined(__x86_64__)
  const uint32_t native = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
  const uint32_t native = AUDIT_ARCH_AARCH64;
#else
  fprintf(stderr, "measure: no seccomp filter for this architecture\n");
  errno = ENOSYS;
  return -1;
#endif
  struct rules rules = {.count = 0};
  sandbox_rules(&rules, counted);
  if (sort_rules(&rules) != 0) rules.overflow = 1; /* two rules on one call: a mistake here */
  f->length = f->overflow = f->pending_count = 0;
  emit(f, (struct sock_filter)LOAD(offsetof(struct seccomp_data, arch)));
  int native_arch = emit(f, (struct sock_filter)JUMP(BPF_JEQ, native));
  aim(f, native_arch, 1, native_arch + 1);
  aim_return(f, native_arch, 0, ENOSYS);
  emit(f, (struct sock_filter)LOAD(offsetof(struct seccomp_data, nr)));
#if defined(__x86_64__)
  int x32 = emit(f, (struct sock_filter)JUMP(BPF_JGE, 0x40000000U)); /* the x32 ABI's */
  aim_return(f, x32, 1, ENOSYS);
  aim(f, x32, 0, x32 + 1);
#endif
  if (rules.count > 0) emit_search(f, rules.list, 0, rules.count - 1);
  else emit(f, (struct sock_filter)RETURN(SECCOMP_RET_ALLOW));
  emit_returns(f);
  if (rules.overflow || f->overflow) {
    errno = E2BIG;
    return -1;
  }
  return 0;
}

/* The filter apply_seccomp installs, built before the program's process starts (the build sorts, and may allocate). */
static struct filter prepared;
static int prepared_ok;

int prepare_seccomp(int counted) {
  prepared_ok = build_seccomp(&prepared, counted) == 0;
  return prepared_ok ? 0 : -1;
}

int apply_seccomp(void) {
  if (!prepared_ok) {
    errno = EINVAL;
    return -1;
  }
  struct sock_fprog program = {(unsigned short)prepared.length, prepared.code};
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0);
}

/* The filter apply_seccomp installs, one instruction a line ("code jt jf k"), for the judge's tests to run it. */
int print_seccomp_filter(int counted) {
  static struct filter f;
  if (build_seccomp(&f, counted) != 0) return 1;
  for (int i = 0; i < f.length; i++) printf("%u %u %u %u\n", f.code[i].code, f.code[i].jt, f.code[i].jf, f.code[i].k);
  return 0;
}
#endif
