#define _GNU_SOURCE /* O_PATH, close_range */
#include "walls.h"
#ifdef __linux__
/*
 * Root keeps root otherwise: every capability is dropped, from the bounding and ambient sets too, and the securebits
 * are set and locked so that no exec (of a setuid or root-owned program) brings one back. Without CAP_SETPCAP (any
 * user but root) there are none to drop: the ambient set is cleared all the same.
 */
int drop_capabilities(void) {
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
