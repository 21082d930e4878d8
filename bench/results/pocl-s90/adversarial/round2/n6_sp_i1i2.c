/* NPB SP style forward elimination with i1 = i + 1, i2 = i + 2 scalars in the serial loop */
#include <stdio.h>
#define N 10
static double lhs[N][N][5], rhs[N][N];
static void solve(int nx, int ny)
{
    int i, j, i1, i2;
    double fac1;
#pragma bbmm
    for (i = 0; i < nx - 2; i++) {
        i1 = i + 1;
        i2 = i + 2;
        for (j = 1; j < ny - 1; j++) {
            fac1 = 1.0 / lhs[i][j][2];
            lhs[i][j][3] = fac1 * lhs[i][j][3];
            rhs[i][j] = fac1 * rhs[i][j];
            lhs[i1][j][2] = lhs[i1][j][2] - lhs[i1][j][1] * lhs[i][j][3];
            rhs[i1][j] = rhs[i1][j] - lhs[i1][j][1] * rhs[i][j];
            lhs[i2][j][1] = lhs[i2][j][1] - lhs[i2][j][0] * lhs[i][j][4];
            rhs[i2][j] = rhs[i2][j] - lhs[i2][j][0] * rhs[i][j];
        }
    }
}
int main(void)
{
    int i, j, m, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { rhs[i][j] = (i + 2 * j) % 5; for (m = 0; m < 5; m++) lhs[i][j][m] = (m == 2) ? 4.0 + (i % 3) : 0.125 * ((i + j + m) % 4); }
    for (n = 2; n <= N; n += 4) solve(n, N - n / 2);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { printf("%a\n", rhs[i][j]); for (m = 0; m < 5; m++) printf("%a\n", lhs[i][j][m]); }
    return 0;
}
