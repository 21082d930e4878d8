// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: A stay on the devices across its regions
// expect-output: bbmm_data_begin
/* An array's address passed to a function of another file, which keeps
 * it, before the time loop, and used there again after it: the loop's
 * scope is made (no code of the other file runs inside it, and no host
 * code there reads or writes through a pointer that file could have
 * handed back), and A is written back at its end, before keeper_bump()
 * writes through the kept address.
 * Built plain and through bbmm-pp (with other/keeper.c); tests/scope_host.cmake
 * compares their output bytes on 1, 2 and 4 devices. */
#include <stdio.h>
#define N 64

void keeper_take(double *p, int n);
double *keeper_give(void);
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
    double *back;
    for (i = 0; i < N; i++)
        A[i] = (double)(i % 7);
    keeper_take(&A[0], N);
    for (t = 0; t < 6; t++) {
        step(N, A);
        printf("t %d\n", t);
    }
    keeper_bump();
    back = keeper_give();
    back[2] += 0.5;
    for (t = 0; t < 3; t++)
        step(N, A);
    for (i = 0; i < N; i++)
        printf("%d %.17g\n", i, A[i]);
    return 0;
}
