/* BBMM_CHECK=scopes, a host access the tool cannot see: inside an
 * explicit data scope the program ends through a pointer to exit(), and
 * the atexit handler it registered reads the kept array A through a
 * pointer made before the scope (the tool walks the functions a call
 * through a pointer may run, report among them, but sees no A there).  Before a
 * call of exit() in the file's own text the generated code writes the
 * kept arrays back (scope_check/exit_scope.c); through a pointer it
 * cannot, so the handler reads pages the devices hold newer.  (The
 * handler is registered after a first region: exit handlers run in the
 * reverse order, and the runtime's, registered at its first use, writes
 * every array back when it runs.)
 * tests/scope_check.cmake runs it with the mode (the checker must stop it
 * naming A) and without (it finishes, printing stale values). */
#include <stdio.h>
#include <stdlib.h>
#define N 4096

static double A[N];
static const double *view;

static void step(int n, double A[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 1.0;
}

static void report(void)
{
    double s = 0.0;
    int i;
    for (i = 0; i < N; i++)
        s += view[i] * (double)(i % 7 + 1);
    printf("%.17g\n", s);
}

int main(int argc, char **argv)
{
    void (*volatile leave)(int) = exit;
    int t, i;
    (void)argv;
    for (i = 0; i < N; i++)
        A[i] = (double)(i % 9);
    view = A;
    step(N, A); /* the runtime's own exit handler first: it runs last */
    atexit(report);
#pragma bbmm data
    for (t = 0; t < 8; t++) {
        step(N, A);
        if (t == 2 + argc)
            leave(0);
    }
    return 1;
}
