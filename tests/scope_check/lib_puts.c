/* BBMM_CHECK=scopes, a host access the tool cannot see: puts reads the
 * kept char array S through "p", a pointer made before an explicit data
 * scope (the form of tests/scope_host/lib_puts.c).  S spans whole pages,
 * so puts reaches a protected one.  tests/scope_check.cmake runs it with
 * the mode (the checker must stop it naming S) and without (it finishes). */
#include <stdio.h>
#include <stdlib.h>

static void step(int n, char S[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n - 1; i++)
        S[i] = (char)('a' + (S[i] - 'a' + i + 1) % 26);
}

/* The address of element "k" of "a": a pointer the tool does not follow
 * through a call (README, "Data scopes"), for the checker to catch. */
static char *elem_at(char *a, int k)
{
    return a + k;
}

int main(void)
{
    int n = 5 * 4096, t, i;
    char *S = malloc((size_t)n), *p;
    if (!S)
        return 1;
    for (i = 0; i < n - 1; i++)
        S[i] = (char)('a' + i % 26);
    S[n - 1] = 0;
    p = elem_at(S, 0);
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        step(n, S);
        puts(p);
    }
    printf("%.40s\n", S + 4096);
    free(S);
    return 0;
}
