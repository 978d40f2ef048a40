/*
 * Namespaces: each run gets a PID namespace and an IPC namespace of its own, so that containment holds by
 * construction, not by finding what was left. The measuring parent stays outside; its child is the namespace's
 * init (pid 1), which starts the program and, once the program has ended, kills everything else in the namespace and
 * reaps it. Whatever the program started, however deep the chain, in whatever session, with whatever environment,
 * cannot leave the namespace (setns and unshare are refused by the seccomp filter), and dies with the init at the
 * latest: the kernel kills every process of a PID namespace whose init ends. SysV IPC objects (shared memory,
 * message queues, semaphores) and POSIX message queues belong to the IPC namespace and are freed with it.
 *
 * Root makes them directly; any other user inside a user namespace of its own, its uid and gid mapped to
 * themselves (Linux lets an unprivileged user do that unless a distribution turns it off: Ubuntu's AppArmor
 * restriction, a sysctl, a container's own seccomp profile). Where neither works the run is not contained by
 * namespaces, and the measuring parent's sweep (tree.c) and the seccomp filter's refusals are the walls.
 */
#define _GNU_SOURCE
#include "walls.h"
#ifdef __linux__
#include <sched.h>
#include <sys/mount.h>

/*
 * Root owns the system's secrets (/etc/shadow, host keys, private keys), and a program run as root reads a file it
 * owns without any capability: in a mount namespace of the run's own, each of `hidden` (files and folders other users
 * may not read, as the judge found them) is covered, a file by /dev/null and a folder by an empty read-only tmpfs that
 * no one may enter. Nothing of it reaches the system's mounts (the namespace's mounts are made private first).
 */
static int hide(char **hidden, int count) {
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) return -1;
  for (int i = 0; i < count; i++) {
    struct stat st;
    if (lstat(hidden[i], &st) != 0) continue; /* gone since the judge looked */
    int failed = S_ISDIR(st.st_mode)
                     ? mount("kit-hidden", hidden[i], "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k,mode=000")
                 : S_ISREG(st.st_mode) ? mount("/dev/null", hidden[i], NULL, MS_BIND, NULL)
                                       : 0;
    if (failed != 0) return -1;
  }
  return 0;
}

/*
 * A user who is not root first enters a user namespace of its own, its uid and gid mapped to themselves (setgroups
 * must be denied before an unprivileged process may write its gid_map): there it may make the others. 0 on success;
 * -1 where the kernel refuses one (nothing changed); -2 where the maps could not be written (this process is then
 * in a namespace it cannot use).
 */
static int enter_user_namespace(void) {
  uid_t uid = geteuid();
  gid_t gid = getegid();
  if (unshare(CLONE_NEWUSER) != 0) return -1;
  char map[64];
  snprintf(map, sizeof map, "%u %u 1\n", (unsigned)uid, (unsigned)uid);
  int failed = write_small("/proc/self/uid_map", map) != 0;
  failed = failed || write_small("/proc/self/setgroups", "deny") != 0;
  snprintf(map, sizeof map, "%u %u 1\n", (unsigned)gid, (unsigned)gid);
  failed = failed || write_small("/proc/self/gid_map", map) != 0;
  return failed ? -2 : 0;
}

/*
 * The init's own stack. The init shares this parent's memory (CLONE_VM: no page tables copied, a millisecond a run
 * on this kit's machines), so it and the program it starts call nothing that allocates (this parent allocates while
 * they run: the seccomp filter is built before), and write only their own stacks.
 */
static char init_stack[256 * 1024] __attribute__((aligned(16)));

/* Writes text whole to fd, with no stdio (which may allocate). */
static void say(int fd, const char *text) {
  ssize_t left = (ssize_t)strlen(text);
  while (left > 0) {
    ssize_t wrote = write(fd, text, (size_t)left);
    if (wrote <= 0) return;
    text += wrote;
    left -= wrote;
  }
}

/*
 * The namespace's init, pid 1: starts the program (a vfork whose child calls init->start, never returning), reaps
 * whatever ends, and once the program has ended kills every other process of the namespace (kill(-1) from the init
 * reaches them all, and nothing else) and reaps them, so that their CPU time is counted (a process the kernel kills
 * as the namespace ends is reaped by no one). Then it tells the measuring parent, on `told`, the program's wait
 * status, when it ended, and its own CPU time (not the program's), and ends. It dies with the measuring parent.
 */
static int init_main(void *argument) {
  const struct init *init = argument;
  /* kill(-1) below reaches every process of the namespace: only where this is its init, never the user's all. */
  if (getpid() != 1) _exit(126);
  if (init->hidden_count > 0 && hide(init->hidden, init->hidden_count) != 0) {
    say(2, "measure: the owner-only files could not be covered\n");
    _exit(126);
  }
  setpgid(0, 0);
  /* Should the measuring parent die (killed with its process group), the init dies with it, and so does the whole
   * namespace. */
  if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0 || getppid() != 0) _exit(126);
  pid_t program = vfork(); /* as measure.c starts a program without an init */
  if (program < 0) _exit(126);
  if (program == 0) {
    close(init->told);
    init->start(init->context);
  }
  /* Held by the init too, as by the measuring parent (release_streams). */
  if (init->release) release_streams();
  int status = 0;
  long long ended = 0;
  for (;;) {
    int reaped_status;
    pid_t reaped = waitpid(-1, &reaped_status, 0);
    if (reaped == program) {
      status = reaped_status;
      ended = now_us();
      break;
    }
    if (reaped < 0 && errno != EINTR) break;
  }
  /* Again until none is left: a process forking as the first kill went by may have a child the kill did not see. */
  for (;;) {
    kill(-1, SIGKILL);
    pid_t reaped;
    while ((reaped = waitpid(-1, NULL, WNOHANG)) > 0) {
    }
    if (reaped < 0 && errno == ECHILD) break;
    usleep(1000);
  }
  struct rusage self;
  getrusage(RUSAGE_SELF, &self);
  char line[128];
  snprintf(line, sizeof line, "%d %lld %lld %lld\n", status, ended,
           self.ru_utime.tv_sec * 1000000LL + self.ru_utime.tv_usec,
           self.ru_stime.tv_sec * 1000000LL + self.ru_stime.tv_usec);
  say(init->told, line);
  _exit(0);
}

pid_t start_init(const struct init *init, int *contained) {
  int user = 0;
  if (geteuid() != 0) {
    int entered = enter_user_namespace();
    if (entered == -2) return -2;
    if (entered != 0) return -1;
    user = NS_USER;
  }
  int flags = CLONE_VM | CLONE_NEWPID | CLONE_NEWIPC | SIGCHLD | (init->hidden_count > 0 ? CLONE_NEWNS : 0);
  pid_t pid = clone(init_main, init_stack + sizeof init_stack, flags, (void *)init);
  if (pid < 0) return -1;
  *contained = user | NS_PID | NS_IPC;
  return pid;
}

/* Whether this kernel lets this user make the run's namespaces: tried in a child that ends at once. */
static int trial(void *unused) {
  (void)unused;
  _exit(0);
}

int namespaces_available(void) {
  pid_t child = fork();
  if (child < 0) return 0;
  if (child == 0) {
    if (geteuid() != 0 && enter_user_namespace() != 0) _exit(1);
    pid_t init = clone(trial, init_stack + sizeof init_stack, CLONE_VM | CLONE_NEWPID | CLONE_NEWIPC | SIGCHLD, NULL);
    int status;
    _exit(init > 0 && waitpid(init, &status, 0) == init ? 0 : 1);
  }
  int status;
  while (waitpid(child, &status, 0) < 0)
    if (errno != EINTR) return 0;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}
#endif
