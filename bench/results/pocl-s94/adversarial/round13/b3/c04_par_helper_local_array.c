/* parallel(i, j) over a call of a helper with its own local flux[5] and a caller scratch declared in j */
#include <stdio.h>
#define N 12
static double q[N][N][5], out[N][N][5];
static void flux(double f[5], const double s[5])
{
    double t[5];
    int m;
    for (m = 0; m < 5; m++) t[m] = s[m] * s[m];
    for (m = 0; m < 5; m++) f[m] = t[m] - t[4 - m] * 0.5;
}
static void f(int n)
{
    int i, j, m;
#pragma bbmm parallel(i, j)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            double fl[5];
            flux(fl, q[i][j]);
            for (m = 0; m < 5; m++)
                out[i][j][m] = fl[m] + q[i][j][m];
        }
}
int main(void)
{
    int n, i, j, m;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 5; m++) { q[i][j][m] = (i + 2 * j + m) * 0.125; out[i][j][m] = 0; }
        f(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 5; m++) printf("%a\n", out[i][j][m]);
    }
    return 0;
}
