// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: a mention of 'exit' outside a call \(a call through a pointer to it\), where no write-back can be put before it, while the exit handler registered by 'atexit' at exit_indirect.c:[0-9]+:[0-9]+ would see the host arrays as they were before the scope
// expect-no-output: bbmm_data_begin
/* Automatic data scopes must not lose a host access: exit() called
 * through a pointer ("(exit)(0)", no macro) inside the time loop, with an
 * atexit handler that prints the array: no write-back can go before it,
 * so the scope is not made.
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
            (exit)(0);
    }
    return 1;
}
