// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: host code reads or writes through a pointer or array that may be a kept one
// expect-no-output: bbmm_data_begin
/* An array's address passed to a function of another file before the time
 * loop; the pointer that file hands back is written through inside the
 * loop, between its regions.  The alias analysis cannot see that "q"
 * points into A, so no scope may be made: the write would be lost.
 * Built plain and through bbmm-pp (with other/keeper.c); tests/scope_host.cmake
 * compares their output bytes on 1, 2 and 4 devices. */
#include <stdio.h>
#define N 64

void keeper_take(double *p, int n);
double *keeper_give(void);

static double A[N];

static void step(int n, double X[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        X[i] = X[i] * 0.5 + 0.25 * (double)(i % 5);
}

int main(void)
{
    int t, i;
    double *q;
    for (i = 0; i < N; i++)
        A[i] = (double)(i % 5);
    keeper_take(A, N);
    q = keeper_give();
    for (t = 0; t < 6; t++) {
        step(N, A);
        q[3] += 1.0;
    }
    for (i = 0; i < N; i++)
        printf("%d %.17g\n", i, A[i]);
    return 0;
}
