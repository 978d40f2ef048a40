#define _GNU_SOURCE /* O_PATH, close_range */
/* Landlock: files, TCP bind and connect, signals and abstract Unix sockets (see the options in measure.c). */
#include "walls.h"
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
int landlock_abi(void) {
  long abi = syscall(__NR_landlock_create_ruleset, NULL, 0, LL_CREATE_RULESET_VERSION);
  return abi < 0 ? 0 : (int)abi;
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

int apply_landlock(int abi, char **options, int count) {
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
#endif
