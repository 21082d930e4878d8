/* array() clause on two pointers that alias but are only read, writing a third: allowed in C */
#include <stdio.h>
#define N 16
static int K[N];
static double R[N];
static void f(int n, const int *a, const int *b, double *r)
{
    int i;
#pragma bbmm array(a[n], b[n], r[n])
    for (i = 0; i < n; i++)
        r[i] = a[i] * 0.5 + b[i];
}
int main(void)
{
    int i, n;
    for (n = 0; n <= 12; n += 4) {
        for (i = 0; i < N; i++) { K[i] = i * 3 - 7; R[i] = 0; }
        f(n, K, K + 2, R);
        f(n, K, K, R + 1);
        for (i = 0; i < N; i++) printf("%a\n", R[i]);
    }
    return 0;
}
