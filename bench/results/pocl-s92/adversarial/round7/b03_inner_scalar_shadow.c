/* a scalar t declared in the loop body of a region shadows an outer t that the host reads after */
#include <stdio.h>
#define N 24
static double A[N][N], r[N];
static void f(int n)
{
    int i, j = -3;
    double t = -1.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double t = 0.0;
        for (j = 0; j < n; j++)
            t = t + A[i][j];
        r[i] = t;
    }
    printf("n=%d t=%a i=%d j=%d\n", n, t, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 3 + j * 5) % 8 * 0.125;
    for (n = 0; n <= 7; n++) f(n);
    for (i = 0; i < N; i++) printf("%a\n", r[i]);
    return 0;
}
