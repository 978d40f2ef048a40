/*
 * Control groups: where the kernel lets this user make one (root, with cgroup v1's memory and pids hierarchies or
 * cgroup v2's; any user, in a cgroup v2 subtree delegated to it with both controllers), each run gets a cgroup of its
 * own. Its pids.max holds a flood of forks (threads count too) to CGROUP_PIDS tasks; its memory counts what the run
 * holds outside every process's resident memory, and the tree's figure is the larger of the two (tree.c):
 *   - v1: memory.stat's rss + shmem; v2: memory.stat's anon + shmem. That is every page only swap could give back:
 *     a process's own memory, and what lives in shared memory whether or not anything maps it (a memfd filled with
 *     pwrite, SysV segments, files in a tmpfs).
 *   - Not the page cache (memory.peak, memory.max_usage_in_bytes): a file's cached pages are charged to whichever
 *     cgroup first read them (the Node.js binary's to whoever ran first), so that figure would depend on what ran
 *     before; a verdict must not.
 * The cgroup is made by the measuring parent before the program starts, joined by its child before anything else
 * runs (so every process the run starts is born in it), and removed when nothing is left in it. Where none can be
 * made, the seccomp filter refuses the calls that hold memory outside the tree (memfd_create, SysV IPC).
 *
 * Where the runs' cgroups go (beside the judge's own) is found once, by the probe (`--sandbox-probe` prints it on
 * "cgroup-parent" lines), and given to each run (-Cmemory=, -Cpids=, -Cunified=): reading the mount table and the
 * judge's cgroups at every run cost a quarter of a millisecond of a test. A bare -C finds them itself.
 */
#define _GNU_SOURCE
#include "walls.h"
#ifdef __linux__

static char memory_dir[512], pids_dir[512];
static int version;
/* The parents the judge gave (cgroup_given); NULL: found here. */
static const char *given_memory, *given_pids, *given_unified;
/* The run's memory.stat and its OOM count (memory.oom_control, v1; memory.events, v2), opened once, read at each look. */
static int stat_fd = -1, oom_fd = -1;
/* Set while the judge asks what this user may make (once a judge): orphans are removed then, not at every run. */
static int probing;

/* Writes text to a cgroup file; 0 on success. */
static int put(const char *dir, const char *file, const char *text) {
  char path[600];
  snprintf(path, sizeof path, "%s/%s", dir, file);
  return write_small(path, text);
}

int cgroup_given(const char *option) {
  if (strncmp(option, "memory=", 7) == 0) given_memory = option + 7;
  else if (strncmp(option, "pids=", 5) == 0) given_pids = option + 5;
  else if (strncmp(option, "unified=", 8) == 0) given_unified = option + 8;
  else return -1;
  return 0;
}

/*
 * Where the hierarchy holding `controller` is mounted (v1: a cgroup mount whose options name it; v2: the cgroup2
 * mount, controller NULL), into `at`; 0 when found with its root at /, as a host's or a container's own are.
 */
static int mounted(const char *controller, char *at, size_t size) {
  FILE *info = fopen("/proc/self/mountinfo", "re");
  if (info == NULL) return -1;
  char line[1024];
  int found = -1;
  while (found != 0 && fgets(line, sizeof line, info) != NULL) {
    char root[256], point[256], type[32], options[512];
    /* id parent major:minor root point options [optional fields] - type source super-options */
    char *dash = strstr(line, " - ");
    if (dash == NULL || sscanf(line, "%*d %*d %*s %255s %255s", root, point) != 2) continue;
    if (sscanf(dash + 3, "%31s %*s %511s", type, options) != 2 || strcmp(root, "/") != 0) continue;
    int wanted = controller == NULL ? strcmp(type, "cgroup2") == 0 : strcmp(type, "cgroup") == 0;
    if (wanted && controller != NULL) {
      wanted = 0;
      for (char *option = strtok(options, ","); option != NULL; option = strtok(NULL, ","))
        if (strcmp(option, controller) == 0) wanted = 1;
    }
    if (wanted) {
      snprintf(at, size, "%s", point);
      found = 0;
    }
  }
  fclose(info);
  return found;
}

/* This process's cgroup in the hierarchy of `controller` (v1), or in the unified one (NULL), from /proc/self/cgroup. */
static int own_path(const char *controller, char *path, size_t size) {
  FILE *cgroups = fopen("/proc/self/cgroup", "re");
  if (cgroups == NULL) return -1;
  char line[1024];
  int found = -1;
  while (found != 0 && fgets(line, sizeof line, cgroups) != NULL) {
    line[strcspn(line, "\n")] = '\0';
    char *first = strchr(line, ':'), *second = first ? strchr(first + 1, ':') : NULL;
    if (second == NULL) continue;
    *second = '\0';
    const char *names = first + 1;
    int wanted = controller == NULL ? names[0] == '\0' : 0;
    for (char *name = controller ? strtok(first + 1, ",") : NULL; name != NULL; name = strtok(NULL, ","))
      if (strcmp(name, controller) == 0) wanted = 1;
    if (wanted) {
      snprintf(path, size, "%s", second + 1);
      found = 0;
    }
  }
  fclose(cgroups);
  return found;
}

/*
 * Removes the runs' cgroups in `parent` whose measuring parent is gone: one killed with its process group (the warm
 * workers' host is stopped so) never removed its own. Done when a judge starts (cgroup_available), not at each run. Each is empty by then: its init died with it, and the namespace
 * with the init.
 */
static void remove_orphans(const char *parent) {
  DIR *dir = opendir(parent);
  if (dir == NULL) return;
  struct dirent *entry;
  while ((entry = readdir(dir)) != NULL) {
    int owner;
    if (sscanf(entry->d_name, "kit-run-%d", &owner) != 1 || kill(owner, 0) == 0 || errno != ESRCH) continue;
    char path[800];
    snprintf(path, sizeof path, "%s/%s", parent, entry->d_name);
    rmdir(path);
  }
  closedir(dir);
}

/* The cgroup of this process in the hierarchy of `controller` (NULL: the unified one), as a path; 0 when found. */
static int own_cgroup(const char *controller, char *parent, size_t size) {
  char point[256], path[256];
  if (mounted(controller, point, sizeof point) != 0 || own_path(controller, path, sizeof path) != 0) return -1;
  int length = snprintf(parent, size, "%s%s", point, strcmp(path, "/") == 0 ? "" : path);
  return length < 0 || (size_t)length >= size ? -1 : 0;
}

/*
 * The run's own cgroup in `parent` (this process's own, found when NULL) of one hierarchy, made; 0 on success.
 */
static int make_in(const char *controller, const char *parent, char *dir, size_t size) {
  char found[512];
  if (parent == NULL) {
    if (own_cgroup(controller, found, sizeof found) != 0) return -1;
    parent = found;
  }
  if (probing) remove_orphans(parent);
  int length = snprintf(dir, size, "%s/kit-run-%d", parent, (int)getpid());
  return length < 0 || (size_t)length >= size ? -1 : mkdir(dir, 0700);
}

/*
 * The memory limit as the kernel holds it: what the run's cgroup may be charged (its own memory, shared memory, the
 * page cache it brings in, which the kernel gives back before it refuses, and kernel memory, hence the margin:
 * 4 MB and a 32nd of the limit). A burst between two looks, which sampling misses, cannot pass it: the kernel kills
 * (the OOM killer, within the cgroup), and the run is MLE (cgroup_oom_killed). No swap either.
 */
static void limit_memory(long memory_kb) {
  if (memory_kb <= 0) return;
  long long bytes = (memory_kb + 4096 + memory_kb / 32) * 1024LL;
  char text[32];
  snprintf(text, sizeof text, "%lld", bytes);
  if (version == 2) {
    put(memory_dir, "memory.max", text);
    put(memory_dir, "memory.swap.max", "0");
  } else {
    put(memory_dir, "memory.limit_in_bytes", text);
    put(memory_dir, "memory.memsw.limit_in_bytes", text); /* where swap is accounted */
  }
}

/* A number in a cgroup file of "name value" lines (memory.oom_control, memory.events); 0 where it is not there. */
static long long field(int fd, const char *name) {
  char text[2048];
  if (read_held(fd, text, sizeof text) < 0) return 0;
  size_t length = strlen(name);
  for (char *line = text; line != NULL && *line != '\0'; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
    if (strncmp(line, name, length) == 0 && line[length] == ' ') return atoll(line + length + 1);
  return 0;
}

int cgroup_oom_killed(void) {
  if (version == 0) return 0;
  return field(oom_fd, "oom_kill") > 0;
}

long long cgroup_peak_kb(void) {
  if (version == 0) return 0;
  char path[600], text[64];
  snprintf(path, sizeof path, "%s/%s", memory_dir, version == 2 ? "memory.peak" : "memory.max_usage_in_bytes");
  return read_small(path, text, sizeof text) < 0 ? 0 : atoll(text) / 1024;
}

/* A file of the run's memory cgroup, opened to be read at each look; -1 where it cannot be. */
static int hold(const char *file) {
  char path[600];
  snprintf(path, sizeof path, "%s/%s", memory_dir, file);
  return open(path, O_RDONLY | O_CLOEXEC);
}

/* The run's cgroup made in `at` (v1 or v2): its limits written, its figures held open; the version, 0 on failure. */
static int made(int at, long memory_kb) {
  version = at;
  limit_memory(memory_kb);
  stat_fd = hold("memory.stat");
  oom_fd = hold(version == 2 ? "memory.events" : "memory.oom_control");
  return version;
}

int cgroup_make(long memory_kb) {
  char limit[32];
  snprintf(limit, sizeof limit, "%d", CGROUP_PIDS);
  int given = given_memory != NULL || given_pids != NULL || given_unified != NULL;
  /* v2 where this process's own cgroup is delegated both controllers; else v1's two hierarchies. */
  if ((!given || given_unified != NULL) && make_in(NULL, given_unified, memory_dir, sizeof memory_dir) == 0) {
    char stat[600];
    snprintf(stat, sizeof stat, "%s/memory.stat", memory_dir);
    if (access(stat, R_OK) == 0 && put(memory_dir, "pids.max", limit) == 0) {
      snprintf(pids_dir, sizeof pids_dir, "%s", memory_dir);
      return made(2, memory_kb);
    }
    rmdir(memory_dir);
  }
  if (given && (given_memory == NULL || given_pids == NULL)) return version = 0;
  if (make_in("memory", given_memory, memory_dir, sizeof memory_dir) != 0) return version = 0;
  if (make_in("pids", given_pids, pids_dir, sizeof pids_dir) != 0 || put(pids_dir, "pids.max", limit) != 0) {
    rmdir(pids_dir);
    rmdir(memory_dir);
    return version = 0;
  }
  return made(1, memory_kb);
}

/* The cgroup the run will join: 1 (v1), 2 (v2), 0 (none). */
int cgroup_joined_version(void) {
  return version;
}

int cgroup_join(void) {
  if (version == 0) return 0;
  int failed = put(memory_dir, "cgroup.procs", "0") != 0;
  if (version == 1) failed = failed || put(pids_dir, "cgroup.procs", "0") != 0;
  return failed ? -1 : 0;
}

long long cgroup_held_kb(void) {
  if (version == 0) return 0;
  char text[8192];
  if (read_held(stat_fd, text, sizeof text) < 0) return 0;
  const char *anon = version == 2 ? "anon" : "rss";
  long long held = 0;
  for (char *line = strtok(text, "\n"); line != NULL; line = strtok(NULL, "\n")) {
    char name[64];
    long long bytes;
    if (sscanf(line, "%63s %lld", name, &bytes) == 2 && (strcmp(name, anon) == 0 || strcmp(name, "shmem") == 0))
      held += bytes;
  }
  return held / 1024;
}

void cgroup_remove(void) {
  if (version == 0) return;
  if (stat_fd >= 0) close(stat_fd);
  if (oom_fd >= 0) close(oom_fd);
  stat_fd = oom_fd = -1;
  /* A cgroup empties a moment after its last process is reaped. */
  for (int tries = 0; tries < 100 && rmdir(memory_dir) != 0 && errno == EBUSY; tries++) usleep(1000);
  if (version == 1)
    for (int tries = 0; tries < 100 && rmdir(pids_dir) != 0 && errno == EBUSY; tries++) usleep(1000);
}

/*
 * Whether this user can make a run's cgroup here: one made and removed at once. Printed: the version, then on a line
 * each "cgroup-parent <controller> <path>" for every hierarchy a run's cgroup goes in (the judge gives them back).
 */
int cgroup_available(void) {
  probing = 1;
  int found = cgroup_make(0);
  cgroup_remove();
  return found;
}

void cgroup_print_parents(void) {
  if (version == 0) return;
  char parent[512];
  snprintf(parent, sizeof parent, "%s", memory_dir);
  *strrchr(parent, '/') = '\0';
  printf("cgroup-parent %s %s\n", version == 2 ? "unified" : "memory", parent);
  if (version == 1) {
    snprintf(parent, sizeof parent, "%s", pids_dir);
    *strrchr(parent, '/') = '\0';
    printf("cgroup-parent pids %s\n", parent);
  }
}
#endif
