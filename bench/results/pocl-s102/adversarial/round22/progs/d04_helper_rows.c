/* NPB BT style helpers taking rows: matvec_sub(lhs[i][AA], rhs[i-1], rhs[i]) */
#include <stdio.h>
#define N 16
#define AA 0
#define BB 1
static double lhs[N][N][2][5][5], rhs[N][N][5];
static void matvec_sub(double ablock[5][5], double avec[5], double bvec[5])
{
    int i;
    for (i = 0; i < 5; i++)
        bvec[i] = bvec[i] - ablock[i][0] * avec[0] - ablock[i][1] * avec[1] - ablock[i][2] * avec[2]
                          - ablock[i][3] * avec[3] - ablock[i][4] * avec[4];
}
static void binvrhs(double lhsb[5][5], double r[5])
{
    int m;
    for (m = 0; m < 5; m++)
        r[m] = r[m] / (lhsb[m][m] + 4.0);
}
int main(void)
{
    int i, j, m, n;
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) {
        for (m = 0; m < 5; m++) { rhs[j][i][m] = (double)((i + j + m) % 4); for (n = 0; n < 5; n++) { lhs[j][i][AA][m][n] = 0.01 * (double)((m * n + i) % 3); lhs[j][i][BB][m][n] = (double)(m == n); } }
    }
#pragma bbmm
    for (j = 0; j < N; j++)
        for (i = 1; i < N; i++) {
            matvec_sub(lhs[j][i][AA], rhs[j][i - 1], rhs[j][i]);
            binvrhs(lhs[j][i][BB], rhs[j][i]);
        }
    for (j = 0; j < N; j += 3) for (m = 0; m < 5; m++) printf("%a\n", rhs[j][N - 1][m]);
    return 0;
}
