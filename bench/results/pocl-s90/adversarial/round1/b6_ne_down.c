/* counting down with != to a parameter; division-by-constant bounds */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static int R[4];
static void f(int n, int k)
{
    int i;
#pragma bbmm
    {
        for (i = n; i != k; i--)
            A[i - 1] = A[i - 1] * 0.5 + i;
        R[0] = i;
        for (i = 0; i < (n + 1) / 2; i++)
            B[2 * i] += A[i];
        for (i = n / 3 * 2; i < n - n % 4; i++)
            B[i] -= 0.5;
        R[1] = i;
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i % 6 * 0.5; B[i] = 1.0; }
    static const int ns[5] = {39, 0, 1, 10, 10}, ks[5] = {0, 0, 1, 10, 3};
    for (t = 0; t < 5; t++) { f(ns[t], ks[t]); printf("%d %d\n", R[0], R[1]); }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
