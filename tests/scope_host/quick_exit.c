// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: A stay on the devices .*before the program ends at 'quick_exit' at quick_exit.c:[0-9]+:[0-9]+
// expect-output: \(bbmm_pp_leave\(0\), quick_exit\(0\)\)
/* Automatic data scopes must not lose a host access: quick_exit() inside
 * the time loop runs an at_quick_exit handler, registered after the first
 * step, that prints the array.  The generated code writes A back before
 * the call.
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices. */
#define _ISOC11_SOURCE
#include <stdio.h>
#include <stdlib.h>
#define N 64

static double A[N];

static void step(int n, double X[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        X[i] = X[i] * 0.5 + 1.0;
}

static void report(void)
{
    int i;
    for (i = 0; i < N; i++)
        printf("%.17g\n", A[i]);
    fflush(stdout); /* quick_exit flushes no stream */
}

int main(int argc, char **argv)
{
    int t, i;
    (void)argv;
    for (i = 0; i < N; i++)
        A[i] = (double)i;
    step(N, A);
    at_quick_exit(report);
    for (t = 0; t < 8; t++) {
        step(N, A);
        if (t == 2 + argc)
            quick_exit(0);
    }
    return 1;
}
