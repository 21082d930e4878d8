/* NPB SP style: i1 = i + 1; i2 = i + 2 around an inner pragma; solve sweep */
#include <stdio.h>
#define N 20
static double lhs[N][N][5], rhs[N][N];
static void x_solve(int nx)
{
    int i, j, i1, i2;
    double fac1;
    for (i = 0; i < nx - 2; i++) {
        i1 = i + 1;
        i2 = i + 2;
#pragma bbmm
        for (j = 1; j < N - 1; j++) {
            fac1 = 1.0 / lhs[i][j][2];
            lhs[i][j][3] = fac1 * lhs[i][j][3];
            rhs[i][j] = fac1 * rhs[i][j];
            lhs[i1][j][2] = lhs[i1][j][2] - lhs[i1][j][1] * lhs[i][j][3];
            rhs[i1][j] = rhs[i1][j] - lhs[i1][j][1] * rhs[i][j];
            lhs[i2][j][1] = lhs[i2][j][1] - lhs[i2][j][0] * lhs[i][j][3];
            rhs[i2][j] = rhs[i2][j] - lhs[i2][j][0] * rhs[i][j];
        }
    }
}
int main(void)
{
    int i, j, m;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { rhs[i][j] = (double)((i + j) % 5); for (m = 0; m < 5; m++) lhs[i][j][m] = (m == 2) ? 4.0 : 0.1 * (double)((i * m + j) % 3); }
    x_solve(N);
    for (i = 0; i < N; i += 2) printf("%a %a\n", rhs[i][i / 2 + 1], lhs[i][N / 2][3]);
    return 0;
}
