/* explicit nolist scope: update host(A), host writes A[1] through a view (no update device), a region then writes A[5..] only, then exit(0); atexit prints */
#include <stdio.h>
#include <stdlib.h>
#define N 12
static double A[N];
static void show(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
}
static void fill(int n, double v)
{
    int i;
#pragma bbmm
    for (i = 5; i < n; i++)
        A[i] = v + i;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = i;
    atexit(show);
#pragma bbmm data
    for (t = 0; t < 4; t++) {
        fill(N, t);
#pragma bbmm update host(A)
        double *w = A + 1;
        w[0] = -1.0 - t;
        if (t == 2) {
            fill(N - 1, 100.0);
            exit(0);
        }
    }
    return 0;
}
