/* Feature-test macros before the first #include, as POSIX asks: bbmm-pp
 * must define them before the system headers of its prologue, and glibc's
 * <features.h> redefining _DEFAULT_SOURCE there must not turn the user's
 * own line into a conflicting redefinition (tests/pp/passthrough.cmake). */
#define _DEFAULT_SOURCE
#define _GNU_SOURCE
#include <sys/mman.h>
#include <unistd.h>

void features_scale(int n, double a[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        a[i] = 2.0 * a[i];
}

long features_page(void)
{
    return sysconf(_SC_PAGESIZE) + (long)MADV_DONTNEED;
}
