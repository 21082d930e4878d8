/* scratch declared in j but filled only for m < k and read for m < k (k a parameter); parallel(i, j) */
#include <stdio.h>
#define N 11
#define M 6
static double a[N][N], b[N][N];
static void f(int n, int k)
{
    int i, j, m;
#pragma bbmm parallel(i, j)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            double w[M];
            for (m = 0; m < k; m++)
                w[m] = a[i][j] * m + a[j][i];
            b[i][j] = 0.0;
            for (m = 0; m < k; m++)
                b[i][j] += w[k - 1 - m] * (m + 1);
        }
}
int main(void)
{
    int n, k, i, j;
    for (n = 0; n <= N; n += 5)
        for (k = 0; k <= M; k += 2) {
            for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = i * 0.5 - j * 0.25; b[i][j] = -7; }
            f(n, k);
            for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", b[i][j]);
        }
    return 0;
}
