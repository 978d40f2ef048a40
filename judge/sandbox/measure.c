/*
 * The judge's measuring parent: `measure CPU_MS MEMORY_KB SAMPLE PROGRAM [ARGS...]` runs the program as its child, in
 * a process group of its own, and reports on fd 3. Everything the program starts is the program: a shell, a
 * version manager's shim, the interpreter it execs, their children, however far they detach.
 *
 * Sandbox options may come between SAMPLE and PROGRAM (see apply_sandbox); `measure --sandbox-probe` prints what
 * the kernel offers and this user may use ("landlock <abi> seccomp <0|1> namespaces <0|1> cgroup <0|1|2>", then a
 * "cgroup-parent <controller> <dir>" line for each hierarchy a run's cgroup goes in) and exits;
 * `measure --seccomp-filter [counted]` prints the
 * filter (with `counted`, as it is where the run has its own cgroup and IPC namespace).
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
#define _GNU_SOURCE /* O_PATH, close_range */
#include "walls.h"

long long now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long long)t.tv_sec * 1000000LL + t.tv_nsec / 1000;
}

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
 *   -N, -C     the run's own namespaces (namespaces.c) and cgroup (cgroup.c); -H<path> covers <path> as root;
 *              -Cmemory=<dir>, -Cpids=<dir> (v1) or -Cunified=<dir> (v2): where the cgroup goes, as the probe said;
 *   -R         the program's standard streams released by this parent (see release_streams);
 *   --         the end of the options.
 * With any of it, every capability is dropped for good (run as root, the program keeps none), and whatever the
 * program is run with, descriptors above 2 are closed before exec.
 * With -A1 or more, the file system is closed but for these paths; from ABI 4, TCP bind and connect are refused;
 * from ABI 6, signals to processes outside the sandbox and abstract Unix sockets are. Landlock also keeps the
 * program from ptrace-ing a process outside it, or opening its memory, cwd, root or open files through /proc (not its
 * environ or maps, on Linux 6.18: the judge gives no rule over another process's /proc folder). no_new_privs is set whenever any of it is asked for (Landlock and seccomp need it; setuid does nothing).
 */
/*
 * With -R, the program's standard streams are its alone: held open here too, its stdout closed would be no end of
 * file to the judge (a game's jury would wait for a player's next line until the idleness limit). Without it they
 * are held until this parent has said when the program ended, so that whatever the program's end sets off (the
 * judge closing the other side's input) comes after that: the order of a game's two ends rests on it.
 */
static int release = 0;

void release_streams(void) {
  int null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
  if (null_fd < 0) return;
  for (int fd = 0; fd <= 2; fd++) dup2(null_fd, fd);
  close(null_fd);
}

/* The paths -H names: covered in the run's mount namespace, where the measuring parent runs as root. */
static char *hidden[256];
static int hidden_count = 0;

/* The sandbox options from argv[first] on; returns the index of PROGRAM. */
static int sandbox_options(int argc, char **argv, int first, int *abi, int *seccomp, int *namespaces, int *cgroup) {
  int i = first;
  for (; i < argc && argv[i][0] == '-'; i++) {
    if (strcmp(argv[i], "--") == 0) return i + 1;
    if (argv[i][1] == 'A') *abi = atoi(argv[i] + 2);
    if (argv[i][1] == 'S') *seccomp = 1;
    if (argv[i][1] == 'N') *namespaces = 1;
    if (argv[i][1] == 'C') {
      *cgroup = 1;
#ifdef __linux__
      if (argv[i][2] != '\0' && cgroup_given(argv[i] + 2) != 0) {
        fprintf(stderr, "measure: %s names no cgroup hierarchy\n", argv[i]);
        exit(126);
      }
#endif
    }
    if (argv[i][1] == 'R') release = 1;
    if (argv[i][1] == 'H') {
      /* More than it can cover is refused, never some left uncovered. */
      if (hidden_count == (int)(sizeof hidden / sizeof hidden[0])) {
        fprintf(stderr, "measure: more than %d owner-only files to cover\n", hidden_count);
        exit(126);
      }
      hidden[hidden_count++] = argv[i] + 2;
    }
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

/* What the program's process needs to start it: argv from PROGRAM on, its limits and its sandbox's options. */
struct start {
  char **argv;
  int program;
  long cpu_ms, memory_kb;
  int abi, seccomp;
  int in_user_namespace;
};

/* In the program's process, after fork: its limits, its sandbox, and exec. Never returns. */
static void start_program(void *context) {
  const struct start *start = context;
  setpgid(0, 0);
  fcntl(3, F_SETFD, FD_CLOEXEC); /* the report is this parent's to write, not the program's */
#ifdef __linux__
  prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0); /* with this parent (or the init), whichever started it */
#endif
#ifdef __linux__
  /* Into the run's cgroup before anything else starts, so that all it starts is born there. The program alone: an
   * init there could be what the kernel's OOM killer picks when the program holds its memory outside itself (a
   * memfd), and with the init goes the measuring parent, whose memory it shares. */
  if (cgroup_join() != 0) {
    fprintf(stderr, "measure: the run's cgroup could not be joined (%s)\n", strerror(errno));
    _exit(126);
  }
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_UNBLOCK, &chld, NULL);
#endif
  if (start->cpu_ms > 0) {
    rlim_t seconds = (rlim_t)(start->cpu_ms / 1000 + 1);
    struct rlimit cpu = {seconds, seconds + 1};
    setrlimit(RLIMIT_CPU, &cpu);
  }
  set_stack(start->memory_kb);
  /* No core dump: written by the kernel, not held to the files limit as a write is, or handed to a dump handler
   * outside the sandbox where core_pattern names one (a pipe to systemd-coredump). The signal is the verdict's. */
  struct rlimit no_core = {0, 0};
  setrlimit(RLIMIT_CORE, &no_core);
#ifdef __linux__
  /* In a user namespace of the run's own, the processes a user may have are counted in that namespace alone: the
   * tasks (threads too) of the run are held to the cgroup's number where no cgroup can be had (a user who is not
   * root). Outside one the count would be of all the user's processes. */
  if (start->in_user_namespace) {
    struct rlimit tasks = {CGROUP_PIDS, CGROUP_PIDS};
    setrlimit(RLIMIT_NPROC, &tasks);
  }
#endif
#ifdef __linux__
  if (files_limit_kb > 0) {
    struct rlimit file_size = {(rlim_t)files_limit_kb * 1024, (rlim_t)files_limit_kb * 1024};
    setrlimit(RLIMIT_FSIZE, &file_size);
  }
#endif
  apply_sandbox(start->argv + 4, start->program - 4, start->abi, start->seccomp);
  close_inherited();
  execvp(start->argv[start->program], start->argv + start->program);
  perror(start->argv[start->program]);
  _exit(127);
}

int main(int argc, char **argv) {
#ifdef __linux__
  if (argc >= 2 && strcmp(argv[1], "--seccomp-filter") == 0)
    return print_seccomp_filter(argc == 3 && strcmp(argv[2], "counted") == 0);
  if (argc == 2 && strcmp(argv[1], "--sandbox-probe") == 0) {
    printf("landlock %d seccomp %d namespaces %d cgroup %d\n", landlock_abi(), seccomp_available(),
           namespaces_available(), cgroup_available());
    cgroup_print_parents();
    return 0;
  }
#endif
  if (argc < 5) return 125;
  long cpu_ms = atol(argv[1]);
  long memory_kb = atol(argv[2]);
  int sample = atoi(argv[3]);
  int abi = 0, seccomp = 0, namespaces = 0, cgroup = 0;
  int program = sandbox_options(argc, argv, 4, &abi, &seccomp, &namespaces, &cgroup);
  if (program >= argc) return 125;
#ifdef __linux__
  prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
  /* Dies with the judge, however the judge ends (SIGKILL, a crash): a warm host or a run left behind would run on
   * with no one to stop it. The init dies with this parent, and the program started without one with it too. */
  prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  tree_init();
#endif
  struct start start = {argv, program, cpu_ms, memory_kb, abi, seccomp, 0};
  int contained = 0, told[2] = {-1, -1};
  pid_t pid = -1;
#ifdef __linux__
  /* The run's own cgroup and IPC namespace: memory outside processes is counted, and freed with it. */
  int counted = 0;
  if (cgroup) cgroup_make(memory_kb);
  if (namespaces) {
    if (pipe2(told, O_CLOEXEC) != 0) return 126;
    /* The filter is built here, where nothing runs beside: the init and the program share this parent's memory. */
    counted = cgroup_joined_version() != 0;
    if (seccomp && prepare_seccomp(counted) != 0) return 126;
    /* Set before the init starts: it runs beside this parent, sharing `start`, and may start the program at once. A
     * user who is not root gets the namespaces only inside a user namespace of its own. */
    start.in_user_namespace = geteuid() != 0;
    struct init init = {told[1], release, hidden, hidden_count, start_program, &start};
    pid = start_init(&init, &contained);
    if (pid == -2) {
      fprintf(stderr, "measure: the run's user namespace could not be set up (%s)\n", strerror(errno));
      return 126;
    }
    if (pid < 0) {
      /* No namespaces here: the program starts as without them, the sweep its wall. */
      close(told[0]);
      close(told[1]);
      told[0] = told[1] = -1;
      counted = 0;
    } else close(told[1]);
  }
  if (seccomp && pid < 0 && prepare_seccomp(counted) != 0) return 126;
#endif
  if (pid < 0) {
    /* A vfork, whose child borrows this parent's memory until it execs and copies nothing (half a millisecond a run on
     * this kit's machines): it calls only functions that never return, writes only its own stack, and has its own
     * descriptors, limits and signal mask. */
    pid = vfork();
    if (pid < 0) return 126;
    if (pid == 0) start_program(&start);
  }
  setpgid(pid, pid);
  if (release) release_streams();
  dprintf(3, "pid %d\n", (int)pid);
  int status = 0;
#ifdef __linux__
  tree_set_init(contained & NS_PID ? pid : 0);
  status = wait_sampling(pid, cpu_ms, memory_kb, sample);
#else
  (void)memory_kb;
  (void)sample;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return 126;
  }
#endif
  long long ended = now_us(), init_user = 0, init_system = 0;
#ifdef __linux__
  /* The program's own end, as its init saw it; nothing told where the init itself was killed (the tree over a
   * limit, the judge stopping it): then the init's status is the program's, its end the init's. */
  if (told[0] >= 0) {
    char line[128];
    ssize_t got = read(told[0], line, sizeof line - 1);
    int program_status;
    long long program_ended;
    if (got > 0 && (line[got] = '\0', sscanf(line, "%d %lld %lld %lld", &program_status, &program_ended, &init_user,
                                              &init_system) == 4)) {
      status = program_status;
      ended = program_ended;
    }
    close(told[0]);
  }
#endif
#ifdef __linux__
  if (tree_killed_us() != 0 && tree_killed_us() < ended) ended = tree_killed_us();
#endif
  dprintf(3, "ended %lld\n", ended);
  /* The program's group, what of it is left; where an init was reaped it left nothing, and its number may be
   * another's by now. */
  if (!(contained & NS_PID)) kill(-pid, SIGKILL);
  long long peak = 0;
#ifdef __linux__
  if (kill_leftovers()) dprintf(3, "swept\n");
  peak = tree_peak_rss_kb();
  /* Where the kernel held the cgroup to its limit, the cgroup's own peak says how far the run went. */
  if (cgroup_oom_killed() && cgroup_peak_kb() > peak) peak = cgroup_peak_kb();
  cgroup_remove();
#endif
  /* Every process this parent reaped, each with the children it reaped: the whole tree, as the kernel counted it. */
  struct rusage usage;
  getrusage(RUSAGE_CHILDREN, &usage);
  if ((long long)usage.ru_maxrss > peak) peak = usage.ru_maxrss;
  /* Less the init's own few hundred microseconds: it is the judge's, not the program's. */
  long long user = usage.ru_utime.tv_sec * 1000000LL + usage.ru_utime.tv_usec - init_user;
  long long system = usage.ru_stime.tv_sec * 1000000LL + usage.ru_stime.tv_usec - init_system;
#ifdef __linux__
  /* Where the judge killed the namespace's init (at the wall-clock cap), what it had not reaped was counted by no
   * one: the last look's figure, at most one look old, is then the nearer. */
  if (tree_cpu_us() > user + system) user = tree_cpu_us() - system;
#endif
  dprintf(3, "usage %lld %s %lld %lld\n", peak, RSS_UNIT, user < 0 ? 0 : user, system < 0 ? 0 : system);
  if (WIFSIGNALED(status)) {
    signal(WTERMSIG(status), SIG_DFL);
    kill(getpid(), WTERMSIG(status));
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

