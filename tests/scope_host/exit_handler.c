// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: a call of 'exit' while the exit handler registered by 'atexit' at exit_handler.c:[0-9]+:[0-9]+ would see
// expect-no-output: bbmm_data_begin
/* Automatic data scopes must not lose a host access: exit() inside the
 * time loop runs an atexit handler, registered after the first step, that
 * prints the array.
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices, and tests/pp/lines/ that --explain
 * refuses the span with its reason. */
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
    step(N, A);
    atexit(report);
    for (t = 0; t < 8; t++) {
        step(N, A);
        if (t == 2 + argc)
            exit(0);
    }
    return 1;
}
