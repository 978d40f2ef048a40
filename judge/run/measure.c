/*
 * The judge's measuring parent: `measure CPU_SECONDS PROGRAM [ARGS...]` runs the program as its child, in a process
 * group of its own, and writes to fd 3:
 *   "pid <child>"                                  at once (the judge samples and stops that process);
 *   "ended <microseconds>"                         when the child has ended, on the system's monotonic clock (so
 *                                                  that two runs side by side can tell which ended first);
 *   "swept"                                        (Linux) once nothing the child started is left running;
 *   "usage <peak-rss> <unit> <user-us> <system-us>"  when the child has ended, as the kernel counted them (descendants
 *                                                  it waited for included); the unit is "KiB" on Linux, "B" on macOS,
 *                                                  whose ru_maxrss is in bytes.
 * CPU_SECONDS (0: none) becomes the child's RLIMIT_CPU, so that a CPU loop stops without anyone sampling it: SIGXCPU
 * at the soft limit, SIGKILL one second later.
 * On Linux it is a child subreaper: whatever the program leaves running, however far it detached (a new session, an
 * empty environment, a double fork), is re-parented to it when its own parent dies, and it kills all of it before it
 * reports. It exits as the child did, by the same signal if it died of one. Being small, it hands the child no
 * inherited memory peak.
 */
#include <dirent.h>
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
#include <sys/prctl.h>
#endif

#ifdef __APPLE__
#define RSS_UNIT "B"
#else
#define RSS_UNIT "KiB"
#endif

#ifdef __linux__
/* Kills every process whose parent is this one, read from /proc (without /proc, nothing). */
static void kill_children(void) {
  DIR *proc = opendir("/proc");
  if (proc == NULL) return;
  pid_t self = getpid();
  struct dirent *entry;
  while ((entry = readdir(proc)) != NULL) {
    if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
    char path[300], line[512];
    snprintf(path, sizeof path, "/proc/%s/stat", entry->d_name);
    FILE *stat = fopen(path, "r");
    if (stat == NULL) continue;
    size_t got = fread(line, 1, sizeof line - 1, stat);
    fclose(stat);
    line[got] = '\0';
    /* After the command name, in parentheses and possibly holding spaces: the state, then the parent's pid. */
    char *close = strrchr(line, ')');
    char state;
    int parent;
    if (close == NULL || sscanf(close + 1, " %c %d", &state, &parent) != 2 || parent != self) continue;
    if (state != 'Z') kill((pid_t)atoi(entry->d_name), SIGKILL);
  }
  closedir(proc);
}

static double now_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

/*
 * Kills and reaps whatever the program left behind, until nothing is left (or, without /proc, for two seconds).
 * Returns 1 when nothing is left.
 */
static int kill_leftovers(void) {
  double deadline = now_seconds() + 2.0;
  for (;;) {
    pid_t reaped;
    while ((reaped = waitpid(-1, NULL, WNOHANG)) > 0) {
    }
    if (reaped < 0 && errno == ECHILD) return 1; /* nothing left: most runs end here */
    if (now_seconds() > deadline) return 0;
    kill_children();
    usleep(1000);
  }
}
#endif

int main(int argc, char **argv) {
  if (argc < 3) return 125;
  long cpu_seconds = atol(argv[1]);
#ifdef __linux__
  prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#endif
  pid_t pid = fork();
  if (pid < 0) return 126;
  if (pid == 0) {
    setpgid(0, 0);
    fcntl(3, F_SETFD, FD_CLOEXEC); /* the report is this parent's to write, not the program's */
    if (cpu_seconds > 0) {
      struct rlimit cpu = {(rlim_t)cpu_seconds, (rlim_t)cpu_seconds + 1};
      setrlimit(RLIMIT_CPU, &cpu);
    }
    execvp(argv[2], argv + 2);
    perror(argv[2]);
    _exit(127);
  }
  setpgid(pid, pid);
  dprintf(3, "pid %d\n", (int)pid);
  int status = 0;
  struct rusage usage;
  while (wait4(pid, &status, 0, &usage) < 0) {
    if (errno != EINTR) return 126;
  }
  struct timespec ended;
  clock_gettime(CLOCK_MONOTONIC, &ended);
  dprintf(3, "ended %lld\n", (long long)ended.tv_sec * 1000000LL + ended.tv_nsec / 1000);
  kill(-pid, SIGKILL);
#ifdef __linux__
  if (kill_leftovers()) dprintf(3, "swept\n");
#endif
  long user = usage.ru_utime.tv_sec * 1000000L + usage.ru_utime.tv_usec;
  long system = usage.ru_stime.tv_sec * 1000000L + usage.ru_stime.tv_usec;
  dprintf(3, "usage %ld %s %ld %ld\n", (long)usage.ru_maxrss, RSS_UNIT, user, system);
  if (WIFSIGNALED(status)) {
    signal(WTERMSIG(status), SIG_DFL);
    kill(getpid(), WTERMSIG(status));
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
