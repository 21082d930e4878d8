/* no pragma: host code writes through a 2D view cast of a 1D kept array, M = (double (*)[4])A, between regions on A */
#include <stdio.h>
#define N 16
static double A[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 1.0;
}
int main(void)
{
    int i, t;
    double (*M)[4] = (double (*)[4])A;
    for (i = 0; i < N; i++) A[i] = i;
    for (t = 0; t < 4; t++) {
        step(N);
        M[t][t] += 8.0;
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
