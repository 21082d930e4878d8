// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: A, q stay on the devices across its regions
// expect-output: bbmm_data_begin
/* A pointer a function of another file hands back, into an array whose
 * address it was given, passed to a region beside the array itself: the
 * scope keeps both, and the runtime keeps their overlapping bytes
 * coherent (the tool cannot know that q points into A).
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
static void half(int n, double X[n])
{
    int i;
#pragma bbmm name(half)
    for (i = 0; i < n; i++)
        X[i] = X[i] * 0.5 + 1.0;
}
int main(void)
{
    int t, i;
    double *q;
    for (i = 0; i < N; i++)
        A[i] = (double)(i % 7);
    keeper_take(&A[0], N);
    q = keeper_give() + 8;
    for (t = 0; t < 6; t++) {
        step(N, A);
        half(N - 16, q);
    }
    for (i = 0; i < N; i++)
        printf("%d %.17g\n", i, A[i]);
    return 0;
}
