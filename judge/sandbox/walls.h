/* What the measuring parent's files share: each wall in a file of its own (see measure.c for the whole). */
#ifndef WALLS_H
#define WALLS_H
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

/* The monotonic clock, in microseconds. */
long long now_us(void);

#ifdef __linux__
/* tree.c: the program's process tree, sampled, held to its limits, and swept when it ends. */
int read_small(const char *path, char *buf, size_t size);
int read_held(int fd, char *buf, size_t size);
int write_small(const char *path, const char *text);
void tree_init(void);
int wait_sampling(pid_t child, long cpu_ms, long memory_kb, int sample);
int kill_leftovers(void);
long long tree_peak_rss_kb(void);
void tree_set_init(pid_t init);
long long tree_cpu_us(void);
long long tree_unlinked_kb(void);
long long tree_killed_us(void);

/* scratch.c: what the program may leave in its own folder. */
extern const char *scratch_dir;
extern long long files_limit_kb;
int scratch_over(void);

/* landlock.c: files, TCP, signals and abstract sockets. */
int landlock_abi(void);
int apply_landlock(int abi, char **options, int count);

/* seccomp.c: the system calls Landlock leaves open. */
int seccomp_available(void);
int prepare_seccomp(int counted);
int apply_seccomp(void);
int print_seccomp_filter(int counted);

/* namespaces.c: the run's own PID and IPC namespaces, with an init of its own. */
#define NS_PID 1
#define NS_IPC 2
#define NS_USER 4
struct init {
  int told;                   /* where the init tells the program's end */
  int release;                /* the program's streams let go of (-R) */
  char **hidden;              /* what to cover in the run's mount namespace (-H) */
  int hidden_count;
  void (*start)(void *context); /* the program's start, in its process: never returns */
  void *context;
};
/* The init's pid, with *contained the namespaces made; -1 where none can be made here; -2 where a user namespace was
 * entered but is unusable. */
pid_t start_init(const struct init *init, int *contained);
int namespaces_available(void);

/* measure.c: the program's standard streams let go of (-R). */
void release_streams(void);

/* The tasks a run may have (threads count), by its cgroup's pids.max or, in a user namespace, RLIMIT_NPROC. */
#define CGROUP_PIDS 1024

/* cgroup.c: the run's own cgroup (1: v1, 2: v2, 0: none): a process limit, and memory held outside any process. */
int cgroup_make(long memory_kb);
int cgroup_oom_killed(void);
long long cgroup_peak_kb(void);
int cgroup_join(void);
int cgroup_joined_version(void);
long long cgroup_held_kb(void);
void cgroup_remove(void);
int cgroup_available(void);
void cgroup_print_parents(void);
/* -C<controller>=<parent>: where the run's cgroup goes in that hierarchy, as the probe found; 0 when understood. */
int cgroup_given(const char *option);

/* capabilities.c: root keeps none of root. */
int drop_capabilities(void);
#endif

#endif
