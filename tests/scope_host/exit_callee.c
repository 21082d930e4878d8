// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: A stay on the devices .*before the program ends at 'exit' at exit_callee.c:[0-9]+:[0-9]+
// expect-output: \(bbmm_pp_leave\(1\), exit\(code\)\)
/* Automatic data scopes must not lose a host access: exit() in a function
 * of the file called from the time loop (not in the loop's own text),
 * with an atexit handler that prints A, a global other files could name
 * too.  The generated code writes the kept arrays back before every call
 * of exit in the file, so the scope is made.
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices. */
#include <stdio.h>
#include <stdlib.h>
#define N 64

double A[N];

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

static void stop_after(int t, int last, int code)
{
    if (t >= last)
        exit(code);
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
        stop_after(t, 3 + argc, 0);
    }
    return 1;
}
