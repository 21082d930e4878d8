/* BBMM_CHECK=scopes, a host access the tool cannot see: "gp", a pointer
 * into A that a function returns before an explicit data scope, is written inside it without
 * "update host(A)" (README, "Data scopes": such a program is wrong,
 * silently).  tests/scope_check.cmake runs it with the mode (the checker
 * must stop it naming A) and without (no message).
 * The forms of tests/scope_host/alias_*.c, by the argument:
 *
 *   alias write|read|if|else|incr|index
 *     write: *gp = 42.0;          read: v += *gp;
 *     if:    if (t == 1) *gp = v; else: if (t < 0) ...; else *gp = v;
 *     incr:  ++*gp;               index: 0[gp] = v; */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void step(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm name(step)
    {
        for (i = 1; i < n - 1; i++)
            B[i] = 0.25 * A[i - 1] + 0.5 * A[i] + 0.25 * A[i + 1];
        for (i = 1; i < n - 1; i++)
            A[i] = 0.25 * B[i - 1] + 0.5 * B[i] + 0.25 * B[i + 1];
    }
}

/* The address of element "k" of "a": a pointer the tool does not follow
 * through a call (README, "Data scopes"), for the checker to catch. */
static double *elem_at(double *a, int k)
{
    return a + k;
}

int main(int argc, char **argv)
{
    const char *form = argc > 1 ? argv[1] : "write";
    int n = 4096, t, i;
    double *A = malloc(sizeof(double) * (size_t)n), *B = malloc(sizeof(double) * (size_t)n);
    double *gp, s = 0.0, v = 0.0;
    if (!A || !B)
        return 1;
    for (i = 0; i < n; i++) {
        A[i] = (double)(i % 7);
        B[i] = 0.0;
    }
    gp = elem_at(A, 1000);
#pragma bbmm data
    for (t = 0; t < 4; t++) {
        step(n, A, B);
        if (!strcmp(form, "read"))
            v += *gp;
        else if (!strcmp(form, "if")) {
            if (t == 1)
                *gp = 42.0 + v;
        } else if (!strcmp(form, "else")) {
            if (t < 0)
                v += 1.0;
            else
                *gp = 42.0 + v;
        } else if (!strcmp(form, "incr"))
            ++*gp;
        else if (!strcmp(form, "index"))
            0[gp] = 42.0 + v;
        else
            *gp = 42.0;
    }
    for (i = 0; i < n; i++)
        s += A[i] * (double)(i + 1) + B[i];
    printf("%.17g %.17g\n", s, v);
    free(A);
    free(B);
    return 0;
}
