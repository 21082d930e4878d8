/* BBMM_CHECK=scopes, a host access the tool cannot see: time() stores
 * into the kept array L through "p", a pointer made before an explicit
 * data scope (the form of tests/scope_host/lib_time.c; glibc's time()
 * stores from user space, the vDSO's value).  tests/scope_check.cmake
 * runs it with the mode (the checker must stop it naming L) and without
 * (it finishes). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static void step(int n, time_t L[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 1; i < n; i++)
        L[i] = L[i] + L[0] / 1000000;
}

/* The address of element "k" of "a": a pointer the tool does not follow
 * through a call (README, "Data scopes"), for the checker to catch. */
static time_t *elem_at(time_t *a, int k)
{
    return a + k;
}

int main(void)
{
    int n = 4096, t, i, z = 0;
    time_t *L = calloc((size_t)n, sizeof(time_t)), *p;
    if (!L)
        return 1;
    p = elem_at(L, 1500);
#pragma bbmm data
    for (t = 0; t < 4; t++) {
        step(n, L);
        time(p);
    }
    for (i = 1; i < n; i++)
        z += L[i] == 0;
    printf("%d\n", z);
    free(L);
    return 0;
}
