/* exit value of step-3 loop used in a later loop's bound and subscript; loop under if */
#include <stdio.h>
#define N 40
static double A[N];
static int R[4];
static void f(int n, int m)
{
    int i, j, q = 11;
#pragma bbmm
    {
        for (i = 0; i <= n; i += 3)
            A[i] = A[i] + 1.0;
        for (j = i; j < N; j++)
            A[j] = A[j] * 0.5 + i;
        if (m > 2)
            for (q = 0; q < m; q++)
                A[q] -= 0.25;
    }
    R[0] = i; R[1] = j; R[2] = q;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = i * 0.5;
    static const int ns[5] = {30, 0, 1, 2, 36}, ms[5] = {5, 0, 3, 1, 39};
    for (t = 0; t < 5; t++) { f(ns[t], ms[t]); printf("%d %d %d\n", R[0], R[1], R[2]); }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
