/* a file-scope view pointer gv = A + 3 set before the scope is read only by an atexit handler; exit() from a helper called inside the scope */
#include <stdio.h>
#include <stdlib.h>
#define N 14
static double A[N];
static double *gv;
static void show(void)
{
    int i;
    for (i = 0; i < N - 3; i++) printf("%a\n", gv[i]);
}
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 1.5;
}
static void check(int t)
{
    if (t == 3)
        exit(0);
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = i * i;
    gv = A + 3;
    atexit(show);
#pragma bbmm data(A)
    for (t = 0; t < 8; t++) {
        step(N - t);
        check(t);
    }
    return 0;
}
