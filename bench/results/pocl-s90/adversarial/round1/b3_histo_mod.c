/* reductions into bins by constant % and /, restriction and prolongation */
#include <stdio.h>
#define N 64
static double X[N], H[8], Q[N / 4 + 1], C[N / 2 + 1], Fi[N + 1];
static void f(int n)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            H[i % 8] += X[i];
        for (i = 0; i < n; i++)
            Q[i / 4] = Q[i / 4] * 0.5 + X[i];
        for (i = 1; i < n / 2; i++)
            C[i] = 0.5 * Fi[2 * i] + 0.25 * (Fi[2 * i - 1] + Fi[2 * i + 1]);
        for (i = 0; i < n; i++)
            Fi[i] += (i % 2 == 0) ? C[i / 2] : 0.5 * (C[i / 2] + C[(i + 1) / 2]);
        for (i = 0; i < n / 2; i++)
            X[(i << 1) + 1] = X[i >> 1] - X[2 * i];
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) X[i] = (i * 7 % 13) * 0.25;
    for (i = 0; i <= N; i++) Fi[i] = i % 3;
    for (t = 0; t < 4; t++) f(t == 1 ? 1 : (t == 2 ? 0 : N - t * 8));
    for (i = 0; i < N; i++) printf("%a\n", X[i]);
    for (i = 0; i <= N; i++) printf("%a\n", Fi[i]);
    for (i = 0; i < 8; i++) printf("%a\n", H[i]);
    for (i = 0; i <= N / 4; i++) printf("%a\n", Q[i]);
    for (i = 0; i <= N / 2; i++) printf("%a\n", C[i]);
    return 0;
}
