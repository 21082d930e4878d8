// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: A stay on the devices .*before the program ends at 'return' at return_main.c:[0-9]+:[0-9]+
// expect-output: \{ bbmm_pp_leave\(1\). return 0. \}
/* Automatic data scopes must not lose a host access: a return of main
 * inside the time loop, with an atexit handler that prints the array.
 * The generated code ends the scope before the return (the scope's own
 * end is skipped), writing A back.
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices. */
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
}

int main(int argc, char **argv)
{
    int t, i;
    (void)argv;
    for (i = 0; i < N; i++)
        A[i] = (double)i;
    atexit(report);
    for (t = 0; t < 8; t++) {
        step(N, A);
        if (t == 2 + argc)
            return 0;
    }
    return 1;
}
