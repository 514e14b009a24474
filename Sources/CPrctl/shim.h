#include <sys/prctl.h>

/// prctl is variadic, which Swift cannot call: the one call the app makes,
/// with its arguments fixed (`CoreDumps.off`, Sources/WeiboStore).
static inline int weibo_prctl_not_dumpable(void) {
    return prctl(PR_SET_DUMPABLE, 0L, 0L, 0L, 0L);
}
