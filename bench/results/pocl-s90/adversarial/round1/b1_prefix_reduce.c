/* prefix sums, reduction into one element and into an outside scalar read after the region */
#include <stdio.h>
#define N 50
static double A[N], P[N], R[4];
static double run(int n, int m)
{
    int i, j;
    double s = 0.5;
#pragma bbmm
    {
        P[0] = A[0];
        for (i = 1; i < n; i++)
            P[i] = P[i - 1] + A[i];
        for (i = 0; i < n; i++)
            R[0] += A[i] * A[i];
        for (i = 0; i < n; i++)
            for (j = i; j < m; j++)
                s += P[i] * 0.5 - A[j];
        R[1] = s;
    }
    return s;
}
int main(void)
{
    int i, t;
    double acc = 0;
    for (i = 0; i < N; i++) A[i] = ((i * 13) % 11 - 5) * 0.375;
    static const int ns[5] = {50, 0, 1, 9, 30}, ms[5] = {50, 3, 1, 4, 45};
    for (t = 0; t < 5; t++) {
        acc += run(ns[t], ms[t]);
        printf("%a %a %a\n", acc, R[0], R[1]);
    }
    for (i = 0; i < N; i++) printf("%a\n", P[i]);
    return 0;
}
