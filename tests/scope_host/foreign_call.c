// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: a call of 'keeper_bump', defined elsewhere, which may reach the arrays
// expect-no-output: bbmm_data_begin
/* An array's address passed to a function of another file before the time
 * loop; inside the loop a function of that file, given no argument, writes
 * through the address it kept.  Without the escape such a call could not
 * reach A (every function of this file static, A too); with it, no scope
 * may be made.
 * Built plain and through bbmm-pp (with other/keeper.c); tests/scope_host.cmake
 * compares their output bytes on 1, 2 and 4 devices. */
#include <stdio.h>
#define N 64

void keeper_take(double *p, int n);
void keeper_bump(void);

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
    for (i = 0; i < N; i++)
        A[i] = (double)(i % 3);
    keeper_take(A, N);
    for (t = 0; t < 6; t++) {
        step(N, A);
        keeper_bump();
    }
    for (i = 0; i < N; i++)
        printf("%d %.17g\n", i, A[i]);
    return 0;
}
