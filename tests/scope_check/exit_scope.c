/* exit() inside an explicit data scope, with an atexit handler that reads
 * the kept array A: the generated code ends the scope before the call
 * (bbmm_pp_leave), so the handler sees the final values.  Built plain
 * and through bbmm-pp; tests/scope_check.cmake compares their output
 * under BBMM_CHECK=scopes (no report: A's pages are no longer protected
 * when the handler reads them) on 1, 2 and 4 devices.  With "return" as
 * argument the program ends by a return of main inside the scope, with
 * "quick" by quick_exit() (an at_quick_exit handler). */
#define _ISOC11_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 4096

static double A[N];

static void step(int n, double A[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + (double)(i % 3);
}

static void report(void)
{
    double s = 0.0;
    int i;
    for (i = 0; i < N; i++)
        s += A[i] * (double)(i % 7 + 1);
    printf("%.17g\n", s);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    int t, i, how = argc > 1 ? (!strcmp(argv[1], "return") ? 1 : !strcmp(argv[1], "quick") ? 2 : 0) : 0;
    for (i = 0; i < N; i++)
        A[i] = (double)(i % 9);
    step(N, A); /* the runtime's own exit handler first: it runs last */
    atexit(report);
    at_quick_exit(report);
#pragma bbmm data
    for (t = 0; t < 8; t++) {
        step(N, A);
        if (t == 4 && how == 1)
            return 0;
        if (t == 4 && how == 2)
            quick_exit(0);
        if (t == 4)
            exit(0);
    }
    return 1;
}
