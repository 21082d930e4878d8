/* exit value of "i < n && i != k" read inside the region, step -1 and +1, and step -2 loops */
#include <stdio.h>
#define N 40
static double A[N];
static int R[N];
static void f(int n, int k)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n && i != k; i++)
            A[i] += 1.0;
        R[0] = i;
        for (j = i; j < n; j++)
            A[j] *= 0.5;
        for (i = n; i > 0; i -= 2)
            A[i - 1] -= 0.25;
        R[1] = i;
        for (j = n - 1; j >= 0 && j != k; j--)
            A[j] += j;
        R[2] = j;
        A[N - 1] = j + i;
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = i * 0.5;
    static const int ns[6] = {39, 0, 1, 10, 10, 20}, ks[6] = {5, 0, 3, 10, -1, 19};
    for (t = 0; t < 6; t++) { f(ns[t], ks[t]); printf("%d %d %d\n", R[0], R[1], R[2]); }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
