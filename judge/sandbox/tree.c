/* The program's process tree: every process it starts, looked at every 10 ms, held to the CPU and memory limits, and
 * killed and reaped to the last when the program ends (this parent is a child subreaper). */
#define _GNU_SOURCE /* O_PATH, close_range */
#include "walls.h"
#ifdef __linux__
#define SAMPLE_NS 10000000L /* 10 ms between looks at the tree */
#define MAX_PROCS 4096
#define MAX_TASKS 16384

/* Reads a small /proc file whole into buf; returns the bytes read, or -1. */
int read_small(const char *path, char *buf, size_t size) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  int got = read_held(fd, buf, size);
  close(fd);
  return got;
}

/* As read_small, from a file held open (fd), read again from its start: a cgroup's figures at each look. */
int read_held(int fd, char *buf, size_t size) {
  ssize_t got = fd < 0 ? -1 : pread(fd, buf, size - 1, 0);
  if (got < 0) return -1;
  buf[got] = '\0';
  return (int)got;
}

/* Writes text whole to a small /proc or cgroup file (one write, as the kernel takes them); 0 on success. */
int write_small(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t wrote = write(fd, text, strlen(text));
  close(fd);
  return wrote == (ssize_t)strlen(text) ? 0 : -1;
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
static void each_held_pid(int fd, void (*visit)(pid_t pid)) {
  char buf[8192];
  if (read_held(fd, buf, sizeof buf) >= 0) each_pid(buf, visit);
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
  each_held_pid(children_fd, kill_pid);
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
  long long cpu_us;    /* the CPU time the last look found */
  long long killed_us; /* when the tree was killed past a limit; 0 while it was not */
  long long peak_rss_kb;
  long page_kb;
  long tick_us;
  int children_files; /* 1: /proc/<pid>/task/<tid>/children exists (CONFIG_PROC_CHILDREN); 0: scan /proc */
  pid_t init;         /* the run's namespace's init (namespaces.c), the judge's own: not counted; 0 without one */
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

/* The resident pages of a thread's process, from its own stat (field 24); 0 where unread. */
static long long task_rss(int pid, int tid) {
  char path[96], line[1024];
  snprintf(path, sizeof path, "/proc/%d/task/%d/stat", pid, tid);
  if (read_small(path, line, sizeof line) < 0) return 0;
  char *close_paren = strrchr(line, ')');
  long long rss = 0;
  if (close_paren == NULL ||
      sscanf(close_paren + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %*u %*u %*d %*d %*d %*d %*d %*d %*u %*u %lld",
             &rss) != 1)
    return 0;
  return rss;
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
    each_held_pid(children_fd, add_proc);
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
    /* The init's own time and memory are the judge's; what it reaped is the program's. */
    int own = tree.procs[p] != tree.init;
    look.cpu_us += (long long)((own ? ut + st : 0) + cut + cst) * tree.tick_us;
    if (state == 'R' || state == 'D') look.busy = 1;
    /* A process whose first thread has ended while others run shows rss 0 in its own stat: its memory is read from a
     * thread still running (the same figure for every thread of it). */
    int rss_unread = own && state == 'Z';
    if (own && !rss_unread) look.rss_kb += rss * tree.page_kb;
    snprintf(path, sizeof path, "/proc/%d/task", (int)tree.procs[p]);
    DIR *tasks = opendir(path);
    if (tasks == NULL) continue;
    struct dirent *entry;
    while ((entry = readdir(tasks)) != NULL) {
      if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
      int tid = atoi(entry->d_name);
      if (rss_unread && tid != (int)tree.procs[p]) {
        long long thread_rss = task_rss((int)tree.procs[p], tid);
        if (thread_rss > 0) {
          look.rss_kb += thread_rss * tree.page_kb;
          rss_unread = 0;
        }
      }
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
  /* What the run's cgroup holds outside every process (shared memory nothing maps), where it has one. */
  long long held_kb = cgroup_held_kb();
  if (held_kb > look.rss_kb) look.rss_kb = held_kb;
  if (look.rss_kb > tree.peak_rss_kb) tree.peak_rss_kb = look.rss_kb;
  tree.cpu_us = look.cpu_us;
  return look;
}

/* Kills every process of the tree as last seen, and the child's group (see within for a namespace's init). */
static void kill_tree(pid_t child) {
  /* A namespace's init is spared: it reaps the program, so that the kernel counts its CPU time, then kills the rest. */
  if (tree.init == 0) kill(-child, SIGKILL);
  for (int p = 0; p < tree.proc_count; p++)
    if (tree.procs[p] != tree.init) kill(tree.procs[p], SIGKILL);
}

/*
 * Waits for the child, looking at its tree every SAMPLE_NS, holding it to the limits; reaps every orphan as it dies.
 * Returns once the child is reaped, with its status.
 */
int wait_sampling(pid_t child, long cpu_ms, long memory_kb, int sample) {
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
        if (!stopped && memory_kb > 0 && cgroup_oom_killed()) {
          /* A burst the kernel stopped between two looks: its peak is the cgroup's. */
          dprintf(3, "over memory\n");
          stopped = 1;
        } else if (!stopped && scratch_over()) dprintf(3, "over files\n");
        if (sample) dprintf(3, "tree %lld 0 %lld\n", now_us(), tree.waited_us);
        return status;
      }
    if (sample && !stopped) {
      struct look look = sample_tree();
      if (look.busy) dprintf(3, "tree %lld 1 %lld\n", now_us(), tree.waited_us);
      const char *over = cpu_ms > 0 && look.cpu_us > cpu_ms * 1000LL                             ? "cpu"
                         : memory_kb > 0 && (look.rss_kb > (long long)memory_kb || cgroup_oom_killed()) ? "memory"
                         : scratch_over()                                                            ? "files"
                                                                                                     : NULL;
      if (over != NULL) {
        tree.killed_us = now_us();
        dprintf(3, "over %s\n", over);
        kill_tree(child);
        stopped = 1;
      }
    }
    /* SIGCHLD is blocked: it wakes this wait at once when a process ends, else the next look is due. */
    sigtimedwait(&chld, NULL, &pause);
  }
}

/*
 * Every process under this one, however deep (the children files of each task of each process found, else a scan
 * of /proc), into tree.procs; at most MAX_PROCS of them, the rest found by the next call.
 */
static void collect_tree(void) {
  tree.proc_count = 0;
  if (!tree.children_files) {
    add_descendants_by_scan();
    return;
  }
  each_held_pid(children_fd, add_proc);
  for (int p = 0; p < tree.proc_count; p++) {
    char path[300];
    snprintf(path, sizeof path, "/proc/%d/task", (int)tree.procs[p]);
    DIR *tasks = opendir(path);
    if (tasks == NULL) continue;
    struct dirent *entry;
    while ((entry = readdir(tasks)) != NULL) {
      if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
      snprintf(path, sizeof path, "/proc/%d/task/%s/children", (int)tree.procs[p], entry->d_name);
      add_listed(path);
    }
    closedir(tasks);
  }
}

/* Whether every process of the tree as last collected is stopped or ended (its state T, t or Z). */
static int all_stopped(void) {
  for (int p = 0; p < tree.proc_count; p++) {
    char path[64], line[512];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)tree.procs[p]);
    if (read_small(path, line, sizeof line) < 0) continue;
    char *close_paren = strrchr(line, ')');
    if (close_paren != NULL && strchr("TtZX", close_paren[2]) == NULL) return 0;
  }
  return 1;
}

/* Sends `signal` to every process of the tree as collect_tree finds it now; returns how many it found. */
static int signal_tree(int signal) {
  collect_tree();
  for (int p = 0; p < tree.proc_count; p++) kill(tree.procs[p], signal);
  return tree.proc_count;
}

/*
 * Kills and reaps whatever the program left behind, until nothing is left (or, after ten seconds, gives up).
 * Returns 1 when nothing is left. Where the run had its own PID namespace its init has already killed everything
 * and this finds nothing. Otherwise the whole tree is frozen first (SIGSTOP to every process found, however deep,
 * again until a look finds none running: a stopped process starts nothing), then killed, so that a chain or a flood
 * of forks cannot outrun the sweep; an orphan comes back to this parent, a child subreaper, and is found again.
 */
int kill_leftovers(void) {
  long long deadline = now_us() + 10000000LL;
  for (int frozen = 0;;) {
    pid_t reaped;
    while ((reaped = waitpid(-1, NULL, WNOHANG)) > 0) {
    }
    if (reaped < 0 && errno == ECHILD) return 1; /* nothing left: most runs end here */
    if (now_us() > deadline) return 0;
    if (!frozen) frozen = signal_tree(SIGSTOP) == 0 || all_stopped();
    else signal_tree(SIGKILL);
    kill_children();
    usleep(1000);
  }
}

/* Before the program starts: the page and tick sizes, and this parent's children file, held open. */
void tree_init(void) {
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
}

/* The run's namespace's init, whose own time and memory are not the program's; 0 where there is none. */
void tree_set_init(pid_t init) {
  tree.init = init;
}

/*
 * When the tree was killed past a limit (0: it was not): the program's end, as far as anything it did can tell, since
 * whatever its death sets off (a jury reading the end of its output) comes after. The reaper wakes later, and on a
 * busy machine after the jury has seen the end and answered.
 */
long long tree_killed_us(void) {
  return tree.killed_us;
}

/*
 * The descriptors of a process: its /proc/<pid>/fd, or, where its first thread has ended while others run (that
 * folder is then empty), a running thread's.
 */
static DIR *open_fds(int pid) {
  char path[96];
  snprintf(path, sizeof path, "/proc/%d/fd", pid);
  DIR *fds = opendir(path);
  if (fds != NULL) {
    struct dirent *entry;
    while ((entry = readdir(fds)) != NULL)
      if (entry->d_name[0] != '.') {
        rewinddir(fds);
        return fds;
      }
    closedir(fds);
  }
  snprintf(path, sizeof path, "/proc/%d/task", pid);
  DIR *tasks = opendir(path);
  if (tasks == NULL) return NULL;
  fds = NULL;
  struct dirent *task;
  while (fds == NULL && (task = readdir(tasks)) != NULL) {
    if (task->d_name[0] < '0' || task->d_name[0] > '9' || atoi(task->d_name) == pid) continue;
    snprintf(path, sizeof path, "/proc/%d/task/%d/fd", pid, atoi(task->d_name));
    fds = opendir(path);
  }
  closedir(tasks);
  return fds;
}

/*
 * Disk held by regular files that processes of the tree (as last seen) keep open with no name left, each file once:
 * their descriptors in /proc/<pid>/fd, followed to the file itself (a memfd is one too).
 */
long long tree_unlinked_kb(void) {
  struct {
    dev_t device;
    ino_t inode;
  } counted[512];
  int count = 0;
  long long kb = 0;
  for (int p = 0; p < tree.proc_count; p++) {
    DIR *fds = open_fds((int)tree.procs[p]);
    if (fds == NULL) continue;
    struct dirent *entry;
    while ((entry = readdir(fds)) != NULL) {
      struct stat st;
      if (entry->d_name[0] == '.' || fstatat(dirfd(fds), entry->d_name, &st, 0) != 0) continue;
      if (!S_ISREG(st.st_mode) || st.st_nlink != 0) continue;
      int seen = 0;
      for (int i = 0; i < count && !seen; i++) seen = counted[i].device == st.st_dev && counted[i].inode == st.st_ino;
      if (seen) continue;
      if (count < (int)(sizeof counted / sizeof counted[0])) counted[count].device = st.st_dev, counted[count++].inode = st.st_ino;
      kb += (long long)st.st_blocks / 2;
    }
    closedir(fds);
  }
  return kb;
}

/*
 * The CPU time the last look found: a floor for the kernel's count at the end, which misses the processes a
 * namespace's end killed (the kernel reaps those itself, and adds their time to no one's).
 */
long long tree_cpu_us(void) {
  return tree.cpu_us;
}

/* The largest sum of the live processes' resident memory any look found. */
long long tree_peak_rss_kb(void) {
  return tree.peak_rss_kb;
}
#endif
