/* BBMM_CHECK=scopes, a host access the tool cannot see: printf's "%n"
 * writes through "p", a pointer into the kept array C made before an
 * explicit data scope (the form of tests/scope_host/lib_printf_n.c).
 * tests/scope_check.cmake runs it with the mode (the checker must stop it
 * naming C) and without (it finishes). */
#include <stdio.h>
#include <stdlib.h>

static void step(int n, int C[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        C[i] = C[i] / 2 + i;
}

/* The address of element "k" of "a": a pointer the tool does not follow
 * through a call (README, "Data scopes"), for the checker to catch. */
static int *elem_at(int *a, int k)
{
    return a + k;
}

int main(void)
{
    int n = 8192, t, i;
    int *C = malloc(sizeof(int) * (size_t)n), *p;
    long s = 0;
    if (!C)
        return 1;
    for (i = 0; i < n; i++)
        C[i] = i % 13;
    p = elem_at(C, 3000);
#pragma bbmm data
    for (t = 0; t < 4; t++) {
        step(n, C);
        printf("step %d%n\n", t, p);
    }
    for (i = 0; i < n; i++)
        s += (long)C[i] * (i % 7 + 1);
    printf("%ld\n", s);
    free(C);
    return 0;
}
