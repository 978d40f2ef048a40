/*
 * The judge's measuring parent for programs that are not Node.js bundles: runs the program as its child, waits for
 * it with wait4, and writes to fd 3 first "pid <child>" (the judge samples that process while it runs), then the
 * child's peak resident memory (KiB) and CPU time (microseconds, user and system) as the kernel counted them,
 * descendants it waited for included. It exits as the child did, by the same signal if it died of one. Being small,
 * it hands the child no inherited memory peak (a peak getrusage would otherwise carry over from a large parent).
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2) return 125;
  pid_t pid = fork();
  if (pid < 0) return 126;
  if (pid == 0) {
    execvp(argv[1], argv + 1);
    perror(argv[1]);
    _exit(127);
  }
  dprintf(3, "pid %d\n", (int)pid);
  int status = 0;
  struct rusage usage;
  while (wait4(pid, &status, 0, &usage) < 0) {
    if (errno != EINTR) return 126;
  }
  long user = usage.ru_utime.tv_sec * 1000000L + usage.ru_utime.tv_usec;
  long system = usage.ru_stime.tv_sec * 1000000L + usage.ru_stime.tv_usec;
  dprintf(3, "%ld %ld %ld\n", usage.ru_maxrss, user, system);
  if (WIFSIGNALED(status)) {
    signal(WTERMSIG(status), SIG_DFL);
    kill(getpid(), WTERMSIG(status));
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
