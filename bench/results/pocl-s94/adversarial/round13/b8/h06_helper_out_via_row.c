/* g03 reworked: the helper's result goes into a 1-element scratch array declared in j; parallel(i, j) */
#include <stdio.h>
#define N 10
static double u[N][N][3], v[N][N];
static void norm3(const double r[3], double out[1])
{
    double sq[3];
    int m;
    for (m = 0; m < 3; m++) sq[m] = r[m] * r[m];
    out[0] = sq[0] + sq[1] + sq[2];
}
static void f(int n)
{
    int i, j, m;
#pragma bbmm parallel(i, j)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            double d[3], t[1];
            for (m = 0; m < 3; m++) d[m] = u[i][j][m] - u[j][i][m];
            norm3(d, t);
            v[i][j] = t[0];
        }
}
int main(void)
{
    int n, i, j, m;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { v[i][j] = -1; for (m = 0; m < 3; m++) u[i][j][m] = i * 0.5 + j * 0.25 + m; }
        f(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", v[i][j]);
    }
    return 0;
}
