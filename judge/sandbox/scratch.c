#define _GNU_SOURCE /* O_PATH, close_range */
#include "walls.h"
#ifdef __linux__
/*
 * What the program may leave in its scratch folder (-F, with the folder -w names): bytes of disk its files hold
 * (st_blocks, so a sparse file counts what it uses) and how many entries, at most SCRATCH_ENTRIES and SCRATCH_DEPTH
 * deep. Each file is also held to RLIMIT_FSIZE at the same size (SIGXFSZ past it).
 */
#define SCRATCH_ENTRIES 100000
#define SCRATCH_DEPTH 64
const char *scratch_dir = NULL;
long long files_limit_kb = 0;

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

/*
 * Whether the scratch folder, with the files the tree holds open under no name (unlinked after opening, O_TMPFILE:
 * each held to RLIMIT_FSIZE alone, so sixteen of them held 4 GB of disk), holds more than the program may leave
 * (never, without -F).
 */
int scratch_over(void) {
  if (files_limit_kb <= 0 || scratch_dir == NULL) return 0;
  int fd = open(scratch_dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return 0;
  long long kb = tree_unlinked_kb();
  long entries = 0;
  return kb >= files_limit_kb || !scratch_usage(fd, 0, &kb, &entries);
}
#endif
