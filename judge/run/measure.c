/*
 * The judge's measuring parent: `measure CPU_MS MEMORY_KB SAMPLE PROGRAM [ARGS...]` runs the program as its child, in
 * a process group of its own, and reports on fd 3. Everything the program starts is the program: a shell, a
 * version manager's shim, the interpreter it execs, their children, however far they detach.
 *
 * Sandbox options may come between SAMPLE and PROGRAM (see apply_sandbox); `measure --sandbox-probe` prints what
 * the kernel offers ("landlock <abi> seccomp <0|1>") and exits; `measure --seccomp-filter` prints the filter.
 *
 * Lines on fd 3:
 *   "pid <child>"                                  at once (the judge stops that process group);
 *   "tree <at-us> <busy> <waited-us>"              (Linux, SAMPLE 1) while it runs, each time the tree was seen doing
 *                                                  something, and once when it stops: <at-us> on the monotonic clock,
 *                                                  <busy> 1 when any of its tasks ran or waited for a core since the last
 *                                                  look, <waited-us> the time so far that it was ready to run but no
 *                                                  core was free (schedstat's run delay, see sample_tree);
 *   "over cpu" / "over memory" / "over files"      (SAMPLE 1) the tree passed a limit and was killed ("over files"
 *                                                  also when the folder is found past it as the child ends);
 *   "ended <microseconds>"                         when the child has ended, on the monotonic clock (two runs side by
 *                                                  side can tell which ended first);
 *   "swept"                                        (Linux) once nothing the child started is left running;
 *   "usage <peak-rss> <unit> <user-us> <system-us>"  at the end: CPU time of every process of the tree as the kernel
 *                                                  counted it when each was reaped, and the peak memory (the larger of
 *                                                  the sampled sum over live processes and the kernel's largest single
 *                                                  process); the unit is "KiB" on Linux, "B" on macOS.
 *
 * CPU_MS (0: none) is the CPU limit: each process gets RLIMIT_CPU the first whole second past it, so a CPU loop stops
 * without anyone sampling it (SIGXCPU, SIGKILL a second later); with SAMPLE, the tree's total is held to CPU_MS.
 * MEMORY_KB (0: none), with SAMPLE, is held against the sum of the live processes' resident memory; it is also the
 * stack's size (RLIMIT_STACK), as on Kattis (none: unlimited, as problemtools).
 * On Linux it is a child subreaper: whatever the program leaves running is re-parented to it when its own parent
 * dies, counted while it runs, and killed and reaped before the end. It exits as the child did, by the same signal if
 * it died of one. Being small, it hands the child no inherited memory peak.
 */
#define _GNU_SOURCE /* O_PATH */
#include <dirent.h>
#include <stdint.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#endif

#ifdef __APPLE__
#define RSS_UNIT "B"
#else
#define RSS_UNIT "KiB"
#endif

static long long now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long long)t.tv_sec * 1000000LL + t.tv_nsec / 1000;
}

#ifdef __linux__
#define SAMPLE_NS 10000000L /* 10 ms between looks at the tree */
#define MAX_PROCS 4096
#define MAX_TASKS 16384

/* Reads a small /proc file whole into buf; returns the bytes read, or -1. */
static int read_small(const char *path, char *buf, size_t size) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t got = read(fd, buf, size - 1);
  close(fd);
  if (got < 0) return -1;
  buf[got] = '\0';
  return (int)got;
}

/*
 * Calls visit(pid, state, parent) for every process in /proc (without /proc, for none); returns how many visits
 * returned 1.
 */
static int each_process(int (*visit)(pid_t pid, char state, pid_t parent)) {
  DIR *proc = opendir("/proc");
  if (proc == NULL) return 0;
  int counted = 0;
  struct dirent *entry;
  while ((entry = readdir(proc)) != NULL) {
    if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
    char path[300], line[512];
    snprintf(path, sizeof path, "/proc/%s/stat", entry->d_name);
    if (read_small(path, line, sizeof line) < 0) continue;
    /* After the command name, in parentheses and possibly holding spaces: the state, then the parent's pid. */
    char *close_paren = strrchr(line, ')');
    char state;
    int parent;
    if (close_paren == NULL || sscanf(close_paren + 1, " %c %d", &state, &parent) != 2) continue;
    counted += visit((pid_t)atoi(entry->d_name), state, (pid_t)parent);
  }
  closedir(proc);
  return counted;
}

static int kill_if_child(pid_t pid, char state, pid_t parent) {
  if (parent == getpid() && state != 'Z') kill(pid, SIGKILL);
  return 0;
}

/* Calls visit for each pid of a children file's text (space-separated). */
static void each_pid(char *text, void (*visit)(pid_t pid)) {
  for (char *at = text;;) {
    char *end;
    long pid = strtol(at, &end, 10);
    if (end == at) return;
    visit((pid_t)pid);
    at = end;
  }
}

/* Calls visit for each pid a held children file lists now: read again from its start (a seq_file makes it anew). */
static void read_held(int fd, void (*visit)(pid_t pid)) {
  char buf[8192];
  ssize_t got = pread(fd, buf, sizeof buf - 1, 0);
  if (got < 0) return;
  buf[got] = '\0';
  each_pid(buf, visit);
}

static void kill_pid(pid_t pid) {
  kill(pid, SIGKILL);
}

/*
 * This parent's own children file, opened once before the program starts and read again from its start each time
 * (a seq_file makes its text anew): the sweep opens nothing, so a program that used up or lowered what this process
 * may open still cannot hide from it. -1 where the kernel has no children files.
 */
static int children_fd = -1;

/* Kills every process whose parent is this one: those the children file lists, else those a scan of /proc finds. */
static void kill_children(void) {
  if (children_fd < 0) {
    each_process(kill_if_child);
    return;
  }
  /* A child of this process stays its own until reaped here: its pid cannot have been reused. */
  read_held(children_fd, kill_pid);
}

/*
 * Kills and reaps whatever the program left behind, until nothing is left (or, without /proc, for two seconds).
 * Returns 1 when nothing is left.
 */
static int kill_leftovers(void) {
  long long deadline = now_us() + 2000000LL;
  for (;;) {
    pid_t reaped;
    while ((reaped = waitpid(-1, NULL, WNOHANG)) > 0) {
    }
    if (reaped < 0 && errno == ECHILD) return 1; /* nothing left: most runs end here */
    if (now_us() > deadline) return 0;
    kill_children();
    usleep(1000);
  }
}

/*
 * What the program may leave in its scratch folder (-F, with the folder -w names): bytes of disk its files hold
 * (st_blocks, so a sparse file counts what it uses) and how many entries, at most SCRATCH_ENTRIES and SCRATCH_DEPTH
 * deep. Each file is also held to RLIMIT_FSIZE at the same size (SIGXFSZ past it).
 */
#define SCRATCH_ENTRIES 100000
#define SCRATCH_DEPTH 64
static const char *scratch_dir = NULL;
static long long files_limit_kb = 0;

/* Adds what dir_fd (consumed) holds to *kb and *entries; returns 0 once a count is past its bound. */
static int scratch_usage(int dir_fd, int depth, long long *kb, long *entries) {
  DIR *dir = fdopendir(dir_fd);
  if (dir == NULL) {
    close(dir_fd);
    return 1;
  }
  int within = depth <= SCRATCH_DEPTH;
  struct dirent *entry;
  while (within && (entry = readdir(dir)) != NULL) {
    if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
    struct stat st;
    if (++*entries > SCRATCH_ENTRIES) within = 0;
    else if (fstatat(dirfd(dir), entry->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0) {
      *kb += (long long)st.st_blocks / 2;
      if (*kb >= files_limit_kb) within = 0; /* a file RLIMIT_FSIZE stopped is at the limit: reached is over */
      else if (S_ISDIR(st.st_mode)) {
        int sub = openat(dirfd(dir), entry->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (sub >= 0) within = scratch_usage(sub, depth + 1, kb, entries);
      }
    }
  }
  closedir(dir);
  return within;
}

/* Whether the scratch folder holds more than the program may leave there (never, without -F). */
static int scratch_over(void) {
  if (files_limit_kb <= 0 || scratch_dir == NULL) return 0;
  int fd = open(scratch_dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return 0;
  long long kb = 0;
  long entries = 0;
  return !scratch_usage(fd, 0, &kb, &entries);
}

/* One task (thread) as last seen: its CPU time and its run delay, both in ns, from its schedstat. */
struct task_seen {
  int tid;
  unsigned long long ran_ns, delay_ns;
};

/* What the sampler keeps between looks. */
static struct {
  pid_t procs[MAX_PROCS];
  int proc_count;
  struct task_seen seen[2][MAX_TASKS];
  int seen_count[2];
  int current; /* which of seen[] is this look's */
  long long waited_us;
  long long last_look_us;
  long long peak_rss_kb;
  long page_kb;
  long tick_us;
  int children_files; /* 1: /proc/<pid>/task/<tid>/children exists (CONFIG_PROC_CHILDREN); 0: scan /proc */
} tree;

static const struct task_seen *last_seen(int tid) {
  const struct task_seen *last = tree.seen[1 - tree.current];
  for (int i = 0; i < tree.seen_count[1 - tree.current]; i++)
    if (last[i].tid == tid) return &last[i];
  return NULL;
}

static int in_tree(pid_t pid) {
  for (int i = 0; i < tree.proc_count; i++)
    if (tree.procs[i] == pid) return 1;
  return 0;
}

static void add_proc(pid_t pid) {
  if (tree.proc_count < MAX_PROCS && !in_tree(pid)) tree.procs[tree.proc_count++] = pid;
}

/* Adds the pids listed in a children file (space-separated). */
static void add_listed(const char *path) {
  char buf[8192];
  if (read_small(path, buf, sizeof buf) >= 0) each_pid(buf, add_proc);
}

static int add_if_descendant(pid_t pid, char state, pid_t parent) {
  (void)state;
  if ((parent != getpid() && !in_tree(parent)) || in_tree(pid) || tree.proc_count >= MAX_PROCS) return 0;
  tree.procs[tree.proc_count++] = pid;
  return 1;
}

/* Without children files: every process whose parent is already in the tree, found by scanning /proc until stable. */
static void add_descendants_by_scan(void) {
  while (each_process(add_if_descendant) > 0) {
  }
}

/* What one look at the tree found. */
struct look {
  long long cpu_us;   /* live processes' CPU time, with their reaped children's, plus what this parent reaped */
  long long rss_kb;   /* the sum of the live processes' resident memory */
  int busy;           /* a task ran or waited for a core since the last look, or is running or runnable now */
};

/*
 * Looks at every process under this one (the child, and the orphans re-parented here) and each of their threads.
 * CPU time: each live process's own and its reaped children's (stat's utime, stime, cutime, cstime), read before its
 * children are listed, so that a child reaped in between is counted once or not at all, never twice; plus the CPU
 * time of the processes this parent has reaped itself (getrusage). Time waiting for a core: in each interval between
 * looks, the longest run delay any one task gained, so that threads waiting side by side are not counted twice; the
 * sum over intervals is <waited-us>.
 */
static struct look sample_tree(void) {
  struct look look = {0, 0, 0};
  struct rusage reaped;
  getrusage(RUSAGE_CHILDREN, &reaped);
  look.cpu_us = reaped.ru_utime.tv_sec * 1000000LL + reaped.ru_utime.tv_usec + reaped.ru_stime.tv_sec * 1000000LL +
                reaped.ru_stime.tv_usec;
  tree.proc_count = 0;
  tree.current = 1 - tree.current;
  tree.seen_count[tree.current] = 0;
  char path[300];
  if (tree.children_files) {
    read_held(children_fd, add_proc);
  } else {
    add_descendants_by_scan();
  }
  unsigned long long longest_delay_ns = 0;
  for (int p = 0; p < tree.proc_count; p++) {
    char line[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)tree.procs[p]);
    if (read_small(path, line, sizeof line) < 0) continue;
    char *close_paren = strrchr(line, ')');
    if (close_paren == NULL) continue;
    /* From the state (field 3): utime, stime, cutime, cstime are fields 14 to 17 and rss field 24. */
    char state;
    unsigned long long ut, st;
    long long cut, cst, rss;
    if (sscanf(close_paren + 2, "%c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %lld %lld %*d %*d %*d %*d %*u %*u %lld",
               &state, &ut, &st, &cut, &cst, &rss) != 6)
      continue;
    look.cpu_us += (long long)(ut + st + cut + cst) * tree.tick_us;
    look.rss_kb += rss * tree.page_kb;
    if (state == 'R' || state == 'D') look.busy = 1;
    snprintf(path, sizeof path, "/proc/%d/task", (int)tree.procs[p]);
    DIR *tasks = opendir(path);
    if (tasks == NULL) continue;
    struct dirent *entry;
    while ((entry = readdir(tasks)) != NULL) {
      if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
      int tid = atoi(entry->d_name);
      char stats[128];
      snprintf(path, sizeof path, "/proc/%d/task/%d/schedstat", (int)tree.procs[p], tid);
      unsigned long long ran = 0, delay = 0;
      if (read_small(path, stats, sizeof stats) > 0 && sscanf(stats, "%llu %llu", &ran, &delay) == 2 &&
          tree.seen_count[tree.current] < MAX_TASKS) {
        const struct task_seen *before = last_seen(tid);
        unsigned long long gained = before ? delay - before->delay_ns : delay;
        if (before == NULL ? ran > 0 : ran != before->ran_ns) look.busy = 1;
        if (gained > 0) look.busy = 1;
        if (gained > longest_delay_ns) longest_delay_ns = gained;
        tree.seen[tree.current][tree.seen_count[tree.current]++] = (struct task_seen){tid, ran, delay};
      }
      if (tree.children_files) {
        snprintf(path, sizeof path, "/proc/%d/task/%d/children", (int)tree.procs[p], tid);
        add_listed(path);
      }
    }
    closedir(tasks);
  }
  /* No more waiting than the time since the last look (a task first seen brings its delay since it started). */
  long long at = now_us();
  long long interval_us = at - tree.last_look_us;
  long long gained_us = (long long)(longest_delay_ns / 1000);
  tree.waited_us += gained_us < interval_us ? gained_us : interval_us;
  tree.last_look_us = at;
  if (look.rss_kb > tree.peak_rss_kb) tree.peak_rss_kb = look.rss_kb;
  return look;
}

/* Kills every process of the tree as last seen, and the child's group. */
static void kill_tree(pid_t child) {
  kill(-child, SIGKILL);
  for (int p = 0; p < tree.proc_count; p++) kill(tree.procs[p], SIGKILL);
}

/*
 * Waits for the child, looking at its tree every SAMPLE_NS, holding it to the limits; reaps every orphan as it dies.
 * Returns once the child is reaped, with its status.
 */
static int wait_sampling(pid_t child, long cpu_ms, long memory_kb, int sample) {
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  struct timespec pause = {0, SAMPLE_NS};
  int stopped = 0, status = 0;
  for (;;) {
    pid_t reaped;
    int reaped_status;
    while ((reaped = waitpid(-1, &reaped_status, WNOHANG)) > 0)
      if (reaped == child) {
        status = reaped_status;
        /* What it wrote just before it ended. */
        if (!stopped && scratch_over()) dprintf(3, "over files\n");
        if (sample) dprintf(3, "tree %lld 0 %lld\n", now_us(), tree.waited_us);
        return status;
      }
    if (sample && !stopped) {
      struct look look = sample_tree();
      if (look.busy) dprintf(3, "tree %lld 1 %lld\n", now_us(), tree.waited_us);
      const char *over = cpu_ms > 0 && look.cpu_us > cpu_ms * 1000LL       ? "cpu"
                         : memory_kb > 0 && look.rss_kb > (long long)memory_kb ? "memory"
                         : scratch_over()                                      ? "files"
                                                                               : NULL;
      if (over != NULL) {
        dprintf(3, "over %s\n", over);
        kill_tree(child);
        stopped = 1;
      }
    }
    /* SIGCHLD is blocked: it wakes this wait at once when a process ends, else the next look is due. */
    sigtimedwait(&chld, NULL, &pause);
  }
}
#endif

/*
 * The sandbox, applied by the child between fork and exec, so that whatever the program execs (a shell, a runtime,
 * a shim) and every process it starts inherits it. Options, each one argument, before PROGRAM:
 *   -A<abi>    Landlock features of ABIs up to <abi> (0: no Landlock); the judge asks --sandbox-probe and may ask
 *              for less (to say truthfully what a lesser kernel would enforce);
 *   -S         the seccomp filter (apply_seccomp): no socket, io_uring, datagram out of a socketpair, limits or
 *              scheduling of another process, file metadata, device node, namespace or keyring;
 *   -F<kb>     what its files may hold: RLIMIT_FSIZE per file, and the -w folder's total, checked at each look
 *              ("over files", and the tree killed, past it);
 *   -r<path>   read and execute beneath <path> (a directory) or <path> itself (a file);
 *   -w<path>   everything beneath <path> but making device nodes: the run's own folder;
 *   -d<path>   read and write <path>, a device such as /dev/null;
 *   --         the end of the options.
 * With any of it, every capability is dropped for good (run as root, the program keeps none), and whatever the
 * program is run with, descriptors above 2 are closed before exec.
 * With -A1 or more, the file system is closed but for these paths; from ABI 4, TCP bind and connect are refused;
 * from ABI 6, signals to processes outside the sandbox and abstract Unix sockets are. Landlock also keeps the
 * program from ptrace-ing a process outside it, or opening its memory, cwd, root or open files through /proc (not its
 * environ or maps, on Linux 6.18: the judge gives no rule over another process's /proc folder). no_new_privs is set whenever any of it is asked for (Landlock and seccomp need it; setuid does nothing).
 */
#ifdef __linux__
#ifndef __NR_landlock_create_ruleset
#define __NR_landlock_create_ruleset 444
#define __NR_landlock_add_rule 445
#define __NR_landlock_restrict_self 446
#endif
#ifndef __NR_io_uring_setup
#define __NR_io_uring_setup 425
#endif
/* Landlock's constants, as the kernel's uapi defines them (the system's headers may be older than the kernel). */
#define LL_CREATE_RULESET_VERSION (1U << 0)
#define LL_RULE_PATH_BENEATH 1
#define LL_FS_EXECUTE (1ULL << 0)
#define LL_FS_WRITE_FILE (1ULL << 1)
#define LL_FS_READ_FILE (1ULL << 2)
#define LL_FS_READ_DIR (1ULL << 3)
#define LL_FS_MAKE_CHAR (1ULL << 6)
#define LL_FS_MAKE_BLOCK (1ULL << 11)
#define LL_FS_ABI1 ((1ULL << 13) - 1) /* EXECUTE .. MAKE_SYM */
#define LL_FS_REFER (1ULL << 13)      /* ABI 2 */
#define LL_FS_TRUNCATE (1ULL << 14)   /* ABI 3 */
#define LL_FS_IOCTL_DEV (1ULL << 15)  /* ABI 5 */
#define LL_NET_BIND_TCP (1ULL << 0)   /* ABI 4 */
#define LL_NET_CONNECT_TCP (1ULL << 1)
#define LL_SCOPE_ABSTRACT_UNIX (1ULL << 0) /* ABI 6 */
#define LL_SCOPE_SIGNAL (1ULL << 1)
#define LL_FILE_RIGHTS (LL_FS_EXECUTE | LL_FS_WRITE_FILE | LL_FS_READ_FILE | LL_FS_TRUNCATE | LL_FS_IOCTL_DEV)

struct ll_ruleset_attr {
  uint64_t handled_access_fs, handled_access_net, scoped;
};
struct ll_path_beneath_attr {
  uint64_t allowed_access;
  int32_t parent_fd;
} __attribute__((packed));

/* The Landlock ABI this kernel offers: 0 where it has none (too old, or not enabled at boot). */
static int landlock_abi(void) {
  long abi = syscall(__NR_landlock_create_ruleset, NULL, 0, LL_CREATE_RULESET_VERSION);
  return abi < 0 ? 0 : (int)abi;
}

/* Whether seccomp filters can be installed here (asked without installing one). */
static int seccomp_available(void) {
  return prctl(PR_GET_SECCOMP, 0, 0, 0, 0) >= 0;
}

static uint64_t fs_rights(int abi) {
  uint64_t rights = LL_FS_ABI1;
  if (abi >= 2) rights |= LL_FS_REFER;
  if (abi >= 3) rights |= LL_FS_TRUNCATE;
  if (abi >= 5) rights |= LL_FS_IOCTL_DEV;
  return rights;
}

/* Adds one path with `rights` (masked to what the ruleset handles, and to a file's rights for a file); a path that does not exist is skipped. */
static int allow_path(int ruleset, const char *path, uint64_t rights, uint64_t handled) {
  int fd = open(path, O_PATH | O_CLOEXEC);
  if (fd < 0) return 0;
  struct stat st;
  if (fstat(fd, &st) == 0 && !S_ISDIR(st.st_mode)) rights &= LL_FILE_RIGHTS;
  struct ll_path_beneath_attr rule = {rights & handled, fd};
  int failed = rule.allowed_access != 0 && syscall(__NR_landlock_add_rule, ruleset, LL_RULE_PATH_BENEATH, &rule, 0) != 0;
  close(fd);
  return failed ? -1 : 0;
}

static int apply_landlock(int abi, char **options, int count) {
  uint64_t handled = fs_rights(abi);
  struct ll_ruleset_attr attr = {handled, abi >= 4 ? LL_NET_BIND_TCP | LL_NET_CONNECT_TCP : 0,
                                 abi >= 6 ? LL_SCOPE_ABSTRACT_UNIX | LL_SCOPE_SIGNAL : 0};
  size_t size = abi >= 6 ? sizeof attr : abi >= 4 ? 2 * sizeof(uint64_t) : sizeof(uint64_t);
  int ruleset = (int)syscall(__NR_landlock_create_ruleset, &attr, size, 0);
  if (ruleset < 0) return -1;
  uint64_t read = LL_FS_EXECUTE | LL_FS_READ_FILE | LL_FS_READ_DIR;
  uint64_t device = LL_FS_READ_FILE | LL_FS_WRITE_FILE | LL_FS_TRUNCATE | LL_FS_IOCTL_DEV;
  for (int i = 0; i < count; i++) {
    const char *option = options[i];
    /* Scratch: everything but making a device node (seccomp refuses that too). */
    uint64_t scratch = ~(LL_FS_MAKE_CHAR | LL_FS_MAKE_BLOCK);
    uint64_t rights = option[1] == 'r' ? read : option[1] == 'w' ? scratch : option[1] == 'd' ? device : 0;
    if (rights != 0 && allow_path(ruleset, option + 2, rights, handled) != 0) return -1;
  }
  int failed = syscall(__NR_landlock_restrict_self, ruleset, 0) != 0;
  close(ruleset);
  return failed ? -1 : 0;
}

/*
 * The seccomp filter: what Landlock leaves open. Written as a list of rules, each on one system call, each with its
 * reason; a call no rule names is allowed. Another architecture's calls (i386's int $0x80 from a 64-bit program,
 * x32) are refused whole: the filter reads numbers of the native table only.
 *
 * The rules are sorted by call number, neighbours refused alike merged into one range, and reached by a binary
 * search; every check ends in one of a few shared returns. The kernel compiles the filter and runs it once per call
 * number when it is installed, for each program of each test, so it is kept short: 106 instructions for these 45
 * rules, where one check after another took 138.
 */
#ifndef __NR_io_uring_enter
#define __NR_io_uring_enter 426
#define __NR_io_uring_register 427
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
};

struct rule {
  int nr, last; /* the calls nr..last, all refused alike (last > nr only for ALWAYS) */
  enum refusal refusal;
  int arg, then_zero, whole; /* whole: a pointer's two halves are read, else an int's low half (the kernel's own) */
  uint32_t value;
  int error;
};

struct rules {
  struct rule list[64];
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
static void sandbox_rules(struct rules *r) {
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
  /* The kernel's keyrings are shared by every process of the user: keys, tokens and credentials kept there. */
  refuse(r, __NR_add_key, EPERM);
  refuse(r, __NR_request_key, EPERM);
  refuse(r, __NR_keyctl, EPERM);
}

/* The filter, built in `f`; -1 (errno set) where it cannot be on this architecture or does not fit. */
static int build_seccomp(struct filter *f) {
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
  sandbox_rules(&rules);
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

static int apply_seccomp(void) {
  static struct filter f;
  if (build_seccomp(&f) != 0) return -1;
  struct sock_fprog program = {(unsigned short)f.length, f.code};
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0);
}

/*
 * Root keeps root otherwise: every capability is dropped, from the bounding and ambient sets too, and the securebits
 * are set and locked so that no exec (of a setuid or root-owned program) brings one back. Without CAP_SETPCAP (any
 * user but root) there are none to drop: the ambient set is cleared all the same.
 */
static int drop_capabilities(void) {
  prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  if (prctl(PR_CAPBSET_READ, CAP_SETPCAP, 0, 0, 0) == 1) {
    struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
    struct __user_cap_data_struct data[2];
    if (syscall(SYS_capget, &header, data) == 0 && (data[0].effective & (1U << CAP_SETPCAP))) {
      /* NOROOT, NO_SETUID_FIXUP, KEEP_CAPS off, NO_CAP_AMBIENT_RAISE, each with its lock. */
      if (prctl(PR_SET_SECUREBITS, 0xEF, 0, 0, 0) != 0) return -1;
      for (int cap = 0; prctl(PR_CAPBSET_READ, cap, 0, 0, 0) >= 0; cap++)
        if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0) return -1;
    }
  }
  struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct none[2];
  memset(none, 0, sizeof none);
  return (int)syscall(SYS_capset, &header, none);
}
#endif

/* The sandbox options from argv[first] on; returns the index of PROGRAM. */
static int sandbox_options(int argc, char **argv, int first, int *abi, int *seccomp) {
  int i = first;
  for (; i < argc && argv[i][0] == '-'; i++) {
    if (strcmp(argv[i], "--") == 0) return i + 1;
    if (argv[i][1] == 'A') *abi = atoi(argv[i] + 2);
    if (argv[i][1] == 'S') *seccomp = 1;
#ifdef __linux__
    if (argv[i][1] == 'F') files_limit_kb = atoll(argv[i] + 2);
    if (argv[i][1] == 'w') scratch_dir = argv[i] + 2;
#endif
  }
  return i;
}

/* In the child, before exec: the sandbox the options ask for, or a message and exit status 126 where it fails. */
static void apply_sandbox(char **options, int count, int abi, int seccomp) {
  if (abi <= 0 && !seccomp) return;
#ifdef __linux__
  const char *failed = prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0                ? "no_new_privs"
                       : abi > 0 && apply_landlock(abi, options, count) != 0 ? "landlock"
                       : drop_capabilities() != 0                            ? "capabilities"
                       : seccomp && apply_seccomp() != 0                     ? "seccomp"
                                                                             : NULL;
  if (failed == NULL) return;
  fprintf(stderr, "measure: the sandbox could not be applied (%s: %s)\n", failed, strerror(errno));
  _exit(126);
#else
  (void)options;
  (void)count;
  fprintf(stderr, "measure: no sandbox on this system\n");
  _exit(126);
#endif
}

/*
 * The stack as Kattis gives it: as large as the memory limit (MEMORY_KB; 0: unlimited, as problemtools runs
 * programs), never above the hard limit. The memory limit holds the stack's pages like any others.
 */
static void set_stack(long memory_kb) {
  struct rlimit stack;
  if (getrlimit(RLIMIT_STACK, &stack) != 0) return;
  rlim_t wanted = memory_kb > 0 ? (rlim_t)memory_kb * 1024 : RLIM_INFINITY;
  if (stack.rlim_max != RLIM_INFINITY && (wanted == RLIM_INFINITY || wanted > stack.rlim_max)) wanted = stack.rlim_max;
  stack.rlim_cur = wanted;
  setrlimit(RLIMIT_STACK, &stack);
}

/*
 * In the child, last before exec: every descriptor but stdin, stdout and stderr is closed, whatever the judge's own
 * caller left open (close_range, Linux 5.9+; else one by one up to the open-file limit).
 */
static void close_inherited(void) {
#if defined(__linux__) && defined(SYS_close_range)
  if (syscall(SYS_close_range, 3U, ~0U, 0U) == 0) return;
#endif
  struct rlimit files;
  long last = getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur != RLIM_INFINITY ? (long)files.rlim_cur : 65536;
  for (long fd = 3; fd < last; fd++) close((int)fd);
}

int main(int argc, char **argv) {
#ifdef __linux__
  if (argc == 2 && strcmp(argv[1], "--seccomp-filter") == 0) {
    /* The filter -S installs, one instruction a line ("code jt jf k"), for the judge's tests to run it. */
    static struct filter f;
    if (build_seccomp(&f) != 0) return 1;
    for (int i = 0; i < f.length; i++) printf("%u %u %u %u\n", f.code[i].code, f.code[i].jt, f.code[i].jf, f.code[i].k);
    return 0;
  }
  if (argc == 2 && strcmp(argv[1], "--sandbox-probe") == 0) {
    printf("landlock %d seccomp %d\n", landlock_abi(), seccomp_available());
    return 0;
  }
#endif
  if (argc < 5) return 125;
  long cpu_ms = atol(argv[1]);
  long memory_kb = atol(argv[2]);
  int sample = atoi(argv[3]);
  int abi = 0, seccomp = 0;
  int program = sandbox_options(argc, argv, 4, &abi, &seccomp);
  if (program >= argc) return 125;
#ifdef __linux__
  prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  tree.page_kb = sysconf(_SC_PAGESIZE) / 1024;
  tree.tick_us = 1000000L / sysconf(_SC_CLK_TCK);
  char probe[64];
  snprintf(probe, sizeof probe, "/proc/%d/task/%d/children", (int)getpid(), (int)getpid());
  tree.children_files = access(probe, R_OK) == 0;
  if (tree.children_files) {
    /* Kept above the low numbers: fd 3 is the report's, whatever else the caller passed in is closed for the child. */
    int held = open(probe, O_RDONLY | O_CLOEXEC);
    if (held >= 0) {
      children_fd = fcntl(held, F_DUPFD_CLOEXEC, 64);
      close(held);
    }
    if (children_fd < 0) tree.children_files = 0;
  }
  tree.last_look_us = now_us();
#endif
  pid_t pid = fork();
  if (pid < 0) return 126;
  if (pid == 0) {
    setpgid(0, 0);
    fcntl(3, F_SETFD, FD_CLOEXEC); /* the report is this parent's to write, not the program's */
#ifdef __linux__
    sigprocmask(SIG_UNBLOCK, &chld, NULL);
#endif
    if (cpu_ms > 0) {
      rlim_t seconds = (rlim_t)(cpu_ms / 1000 + 1);
      struct rlimit cpu = {seconds, seconds + 1};
      setrlimit(RLIMIT_CPU, &cpu);
    }
    set_stack(memory_kb);
#ifdef __linux__
    if (files_limit_kb > 0) {
      struct rlimit file_size = {(rlim_t)files_limit_kb * 1024, (rlim_t)files_limit_kb * 1024};
      setrlimit(RLIMIT_FSIZE, &file_size);
    }
#endif
    apply_sandbox(argv + 4, program - 4, abi, seccomp);
    close_inherited();
    execvp(argv[program], argv + program);
    perror(argv[program]);
    _exit(127);
  }
  setpgid(pid, pid);
  dprintf(3, "pid %d\n", (int)pid);
  int status = 0;
#ifdef __linux__
  status = wait_sampling(pid, cpu_ms, memory_kb, sample);
#else
  (void)memory_kb;
  (void)sample;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return 126;
  }
#endif
  dprintf(3, "ended %lld\n", now_us());
  kill(-pid, SIGKILL);
  long long peak = 0;
#ifdef __linux__
  if (kill_leftovers()) dprintf(3, "swept\n");
  peak = tree.peak_rss_kb;
#endif
  /* Every process this parent reaped, each with the children it reaped: the whole tree, as the kernel counted it. */
  struct rusage usage;
  getrusage(RUSAGE_CHILDREN, &usage);
  if ((long long)usage.ru_maxrss > peak) peak = usage.ru_maxrss;
  long user = usage.ru_utime.tv_sec * 1000000L + usage.ru_utime.tv_usec;
  long system = usage.ru_stime.tv_sec * 1000000L + usage.ru_stime.tv_usec;
  dprintf(3, "usage %lld %s %ld %ld\n", peak, RSS_UNIT, user, system);
  if (WIFSIGNALED(status)) {
    signal(WTERMSIG(status), SIG_DFL);
    kill(getpid(), WTERMSIG(status));
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
