/* explicit data scope over a time loop with a diagnostic print every other step after update host */
#include <stdio.h>
#define N 20
static double a[N][N], b[N][N];
static void step(int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            b[i][j] = 0.2 * (a[i][j] + a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            a[i][j] = b[i][j];
}
int main(void)
{
    int i, j, n, t;
    for (n = 2; n <= N; n += 6) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) a[i][j] = b[i][j] = (double)((i * j) % 7);
#pragma bbmm data(a, b)
        for (t = 0; t < 6; t++) {
            step(n);
            if (t % 2 == 0) {
                double s = 0.0;
#pragma bbmm update host(a)
                for (i = 0; i < n; i++) s += a[i][n / 2];
                printf("t=%d s=%a\n", t, s);
            }
        }
        for (i = 0; i < n; i++) { for (j = 0; j < n; j++) printf("%a ", a[i][j]); printf("\n"); }
    }
    return 0;
}
