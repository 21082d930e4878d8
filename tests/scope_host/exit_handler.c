// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: A stay on the devices across its regions \(no host access in between\). written back at its end, and before the program ends at 'exit' at exit_handler.c:[0-9]+:[0-9]+
// expect-output: bbmm_data_begin
// expect-output: \(bbmm_pp_leave\(1\), exit\(0\)\)
/* Automatic data scopes must not lose a host access: exit() inside the
 * time loop runs an atexit handler, registered after the first step, that
 * prints the array.  The scope is made: the generated code ends it before
 * the call, writing A back (pragma-tool/leave.c).
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices, and tests/pp/expect.cmake --explain
 * and the generated code. */
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
