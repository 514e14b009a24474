/* What start-up needs from glibc to use the second core: a thread kept off
 * the main thread's CPU. */
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <unistd.h>

/* glibc declares these only under _GNU_SOURCE (or in malloc.h), which
 * Swift's Glibc module does not show: declared plainly here. */
extern int sched_getcpu(void);
extern int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set);
extern int pthread_attr_setaffinity_np(pthread_attr_t *attr, size_t size, const cpu_set_t *set);

/// Starts `start(arg)` on a new thread kept off the caller's CPU. Returns
/// 0 when it started, -1 without starting one when the process may run on
/// no other CPU (a thread would then only take turns with the caller), or
/// pthread_create's error.
///
/// Why pinned: measured on the 2-core VMs this project runs on, a new
/// thread left to the scheduler often waited milliseconds on the busy
/// creator's CPU before running at all; told to run on another CPU it
/// started within about 40 µs every time.
static inline int weibo_start_thread_elsewhere(pthread_t *thread, void *(*start)(void *), void *arg) {
    cpu_set_t allowed;
    int here = sched_getcpu();
    const int bits = 8 * (int)sizeof(allowed.__bits[0]);
    if (here < 0 || here >= (int)(8 * sizeof allowed) || sched_getaffinity(0, sizeof allowed, &allowed) != 0) {
        return -1;
    }
    allowed.__bits[here / bits] &= ~((__cpu_mask)1 << (here % bits));
    int others = 0;
    for (size_t i = 0; i < sizeof allowed.__bits / sizeof allowed.__bits[0]; i++) {
        others += __builtin_popcountl(allowed.__bits[i]);
    }
    if (others == 0) return -1;
    pthread_attr_t attr;
    if (pthread_attr_init(&attr) != 0) return -1;
    pthread_attr_setaffinity_np(&attr, sizeof allowed, &allowed);
    int rc = pthread_create(thread, &attr, start, arg);
    pthread_attr_destroy(&attr);
    return rc;
}
