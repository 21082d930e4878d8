/* region 1 counts (int scalar), host uses the count as the next region's bound */
#include <stdio.h>
#define N 50
static double A[N], P[N];
static int idx[N];
static void f(int n, double th)
{
    int i, m = 0;
#pragma bbmm
    for (i = 0; i < n; i++) if (A[i] > th) m += 1;
#pragma bbmm
    for (i = 0; i < m; i++) P[i] = A[i] * m;
#pragma bbmm
    for (i = m; i < n; i++) { P[i] = -A[i]; idx[i] = m - i; }
    printf("%d %d\n", n, m);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = ((i * 19) % 23) * 0.1; P[i] = 0; idx[i] = 0; }
    for (n = 0; n <= N; n += 10) {
        f(n, 1.0);
        for (i = 0; i < N; i++) printf("%a %d\n", P[i], idx[i]);
    }
    return 0;
}
