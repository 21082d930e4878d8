/* integer casts in subscripts and bounds, long parameters */
#include <stdio.h>
#define N 300
static double A[N], B[N];
static void f(int n, long m, int s)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            A[(unsigned char)(i + s)] += 1.0;
        for (i = 0; i < n; i++)
            B[(int)(m + i)] = B[(int)(m + i)] * 0.5 + (short)(i * 200);
        for (i = (short)m; i < n; i++)
            A[i] = A[i] - (signed char)i;
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i % 10; B[i] = (i % 3) * 0.5; }
    static const int ns[4] = {200, 0, 50, 256}, ss[4] = {0, 3, 250, 0};
    static const long ms[4] = {10, 0, 100, 40};
    for (t = 0; t < 4; t++) f(ns[t], ms[t], ss[t]);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
