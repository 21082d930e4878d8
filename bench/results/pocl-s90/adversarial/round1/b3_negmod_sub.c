/* truncating / and % of negative values in subscripts and bounds */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static int I[N];
static void f(int n, int s)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            A[(i - 5) % 3 + 2] += B[i];
        for (i = 0; i < n; i++)
            B[(i - 7) / 2 + 4] = B[(i - 7) / 2 + 4] * 0.5 + i;
        for (i = -9; i < n - 9; i++)
            I[i + 9] = i / 4 * 10 + i % 4 + (i - s) / -3;
        for (i = (s - 20) / 3 + 10; i < (n - 1) % 7 + 20; i++)
            A[i + 10] = A[i + 10] - 0.25;
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i % 4 * 0.5; B[i] = (i * 3 % 7) * 0.25; I[i] = 0; }
    static const int ns[5] = {40, 0, 1, 9, 23}, ss[5] = {0, 5, -7, 13, 2};
    for (t = 0; t < 5; t++) f(ns[t], ss[t]);
    for (i = 0; i < N; i++) printf("%a %a %d\n", A[i], B[i], I[i]);
    return 0;
}
