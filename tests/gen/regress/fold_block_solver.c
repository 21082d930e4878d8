/* NAS BT's block solver as it is written: a 6-D matrix array lhs[..][..][..][3][5][5] and a 5-D fjac (more dimensions than a kernel takes: the last ones, of constant extent, are folded into one), and a helper that eliminates a 5x5 block in 225 straight-line statements, every one reading the pivot scalars (some 10,000 pairs of references that may touch one element: their dependences are computed once per class of congruent references); the j and k loops are kernel bands, i stays on the host */
// expect-explain: dependences \(memory-based\): [0-9]+, computed once per pair of classes of congruent references
// expect-explain: array lhs: double\[8\]\[8\]\[8\]\[\(3\) \* 5 \* 5\]
// expect-explain: array fjac: double\[8\]\[8\]\[8\]\[\(5\) \* 5\]
// expect-explain: j +line [0-9]+ +kernel band dimension 0, parallel
// expect-explain: k +line [0-9]+ +kernel band dimension 1, parallel
#include <stdio.h>
#define N 8
static double lhs[N][N][N][3][5][5], rhs[N][N][N][5], fjac[N][N][N][5][5], u[N][N][N][5];

static void binvcrhs(double l[5][5], double c[5][5], double r[5])
{
    double pivot, coeff;
    pivot = 1.00 / l[0][0];
    l[0][1] = l[0][1] * pivot;
    l[0][2] = l[0][2] * pivot;
    l[0][3] = l[0][3] * pivot;
    l[0][4] = l[0][4] * pivot;
    c[0][0] = c[0][0] * pivot;
    c[0][1] = c[0][1] * pivot;
    c[0][2] = c[0][2] * pivot;
    c[0][3] = c[0][3] * pivot;
    c[0][4] = c[0][4] * pivot;
    r[0] = r[0] * pivot;
    coeff = l[1][0];
    l[1][1] = l[1][1] - coeff * l[0][1];
    l[1][2] = l[1][2] - coeff * l[0][2];
    l[1][3] = l[1][3] - coeff * l[0][3];
    l[1][4] = l[1][4] - coeff * l[0][4];
    c[1][0] = c[1][0] - coeff * c[0][0];
    c[1][1] = c[1][1] - coeff * c[0][1];
    c[1][2] = c[1][2] - coeff * c[0][2];
    c[1][3] = c[1][3] - coeff * c[0][3];
    c[1][4] = c[1][4] - coeff * c[0][4];
    r[1] = r[1] - coeff * r[0];
    coeff = l[2][0];
    l[2][1] = l[2][1] - coeff * l[0][1];
    l[2][2] = l[2][2] - coeff * l[0][2];
    l[2][3] = l[2][3] - coeff * l[0][3];
    l[2][4] = l[2][4] - coeff * l[0][4];
    c[2][0] = c[2][0] - coeff * c[0][0];
    c[2][1] = c[2][1] - coeff * c[0][1];
    c[2][2] = c[2][2] - coeff * c[0][2];
    c[2][3] = c[2][3] - coeff * c[0][3];
    c[2][4] = c[2][4] - coeff * c[0][4];
    r[2] = r[2] - coeff * r[0];
    coeff = l[3][0];
    l[3][1] = l[3][1] - coeff * l[0][1];
    l[3][2] = l[3][2] - coeff * l[0][2];
    l[3][3] = l[3][3] - coeff * l[0][3];
    l[3][4] = l[3][4] - coeff * l[0][4];
    c[3][0] = c[3][0] - coeff * c[0][0];
    c[3][1] = c[3][1] - coeff * c[0][1];
    c[3][2] = c[3][2] - coeff * c[0][2];
    c[3][3] = c[3][3] - coeff * c[0][3];
    c[3][4] = c[3][4] - coeff * c[0][4];
    r[3] = r[3] - coeff * r[0];
    coeff = l[4][0];
    l[4][1] = l[4][1] - coeff * l[0][1];
    l[4][2] = l[4][2] - coeff * l[0][2];
    l[4][3] = l[4][3] - coeff * l[0][3];
    l[4][4] = l[4][4] - coeff * l[0][4];
    c[4][0] = c[4][0] - coeff * c[0][0];
    c[4][1] = c[4][1] - coeff * c[0][1];
    c[4][2] = c[4][2] - coeff * c[0][2];
    c[4][3] = c[4][3] - coeff * c[0][3];
    c[4][4] = c[4][4] - coeff * c[0][4];
    r[4] = r[4] - coeff * r[0];
    pivot = 1.00 / l[1][1];
    l[1][2] = l[1][2] * pivot;
    l[1][3] = l[1][3] * pivot;
    l[1][4] = l[1][4] * pivot;
    c[1][0] = c[1][0] * pivot;
    c[1][1] = c[1][1] * pivot;
    c[1][2] = c[1][2] * pivot;
    c[1][3] = c[1][3] * pivot;
    c[1][4] = c[1][4] * pivot;
    r[1] = r[1] * pivot;
    coeff = l[0][1];
    l[0][2] = l[0][2] - coeff * l[1][2];
    l[0][3] = l[0][3] - coeff * l[1][3];
    l[0][4] = l[0][4] - coeff * l[1][4];
    c[0][0] = c[0][0] - coeff * c[1][0];
    c[0][1] = c[0][1] - coeff * c[1][1];
    c[0][2] = c[0][2] - coeff * c[1][2];
    c[0][3] = c[0][3] - coeff * c[1][3];
    c[0][4] = c[0][4] - coeff * c[1][4];
    r[0] = r[0] - coeff * r[1];
    coeff = l[2][1];
    l[2][2] = l[2][2] - coeff * l[1][2];
    l[2][3] = l[2][3] - coeff * l[1][3];
    l[2][4] = l[2][4] - coeff * l[1][4];
    c[2][0] = c[2][0] - coeff * c[1][0];
    c[2][1] = c[2][1] - coeff * c[1][1];
    c[2][2] = c[2][2] - coeff * c[1][2];
    c[2][3] = c[2][3] - coeff * c[1][3];
    c[2][4] = c[2][4] - coeff * c[1][4];
    r[2] = r[2] - coeff * r[1];
    coeff = l[3][1];
    l[3][2] = l[3][2] - coeff * l[1][2];
    l[3][3] = l[3][3] - coeff * l[1][3];
    l[3][4] = l[3][4] - coeff * l[1][4];
    c[3][0] = c[3][0] - coeff * c[1][0];
    c[3][1] = c[3][1] - coeff * c[1][1];
    c[3][2] = c[3][2] - coeff * c[1][2];
    c[3][3] = c[3][3] - coeff * c[1][3];
    c[3][4] = c[3][4] - coeff * c[1][4];
    r[3] = r[3] - coeff * r[1];
    coeff = l[4][1];
    l[4][2] = l[4][2] - coeff * l[1][2];
    l[4][3] = l[4][3] - coeff * l[1][3];
    l[4][4] = l[4][4] - coeff * l[1][4];
    c[4][0] = c[4][0] - coeff * c[1][0];
    c[4][1] = c[4][1] - coeff * c[1][1];
    c[4][2] = c[4][2] - coeff * c[1][2];
    c[4][3] = c[4][3] - coeff * c[1][3];
    c[4][4] = c[4][4] - coeff * c[1][4];
    r[4] = r[4] - coeff * r[1];
    pivot = 1.00 / l[2][2];
    l[2][3] = l[2][3] * pivot;
    l[2][4] = l[2][4] * pivot;
    c[2][0] = c[2][0] * pivot;
    c[2][1] = c[2][1] * pivot;
    c[2][2] = c[2][2] * pivot;
    c[2][3] = c[2][3] * pivot;
    c[2][4] = c[2][4] * pivot;
    r[2] = r[2] * pivot;
    coeff = l[0][2];
    l[0][3] = l[0][3] - coeff * l[2][3];
    l[0][4] = l[0][4] - coeff * l[2][4];
    c[0][0] = c[0][0] - coeff * c[2][0];
    c[0][1] = c[0][1] - coeff * c[2][1];
    c[0][2] = c[0][2] - coeff * c[2][2];
    c[0][3] = c[0][3] - coeff * c[2][3];
    c[0][4] = c[0][4] - coeff * c[2][4];
    r[0] = r[0] - coeff * r[2];
    coeff = l[1][2];
    l[1][3] = l[1][3] - coeff * l[2][3];
    l[1][4] = l[1][4] - coeff * l[2][4];
    c[1][0] = c[1][0] - coeff * c[2][0];
    c[1][1] = c[1][1] - coeff * c[2][1];
    c[1][2] = c[1][2] - coeff * c[2][2];
    c[1][3] = c[1][3] - coeff * c[2][3];
    c[1][4] = c[1][4] - coeff * c[2][4];
    r[1] = r[1] - coeff * r[2];
    coeff = l[3][2];
    l[3][3] = l[3][3] - coeff * l[2][3];
    l[3][4] = l[3][4] - coeff * l[2][4];
    c[3][0] = c[3][0] - coeff * c[2][0];
    c[3][1] = c[3][1] - coeff * c[2][1];
    c[3][2] = c[3][2] - coeff * c[2][2];
    c[3][3] = c[3][3] - coeff * c[2][3];
    c[3][4] = c[3][4] - coeff * c[2][4];
    r[3] = r[3] - coeff * r[2];
    coeff = l[4][2];
    l[4][3] = l[4][3] - coeff * l[2][3];
    l[4][4] = l[4][4] - coeff * l[2][4];
    c[4][0] = c[4][0] - coeff * c[2][0];
    c[4][1] = c[4][1] - coeff * c[2][1];
    c[4][2] = c[4][2] - coeff * c[2][2];
    c[4][3] = c[4][3] - coeff * c[2][3];
    c[4][4] = c[4][4] - coeff * c[2][4];
    r[4] = r[4] - coeff * r[2];
    pivot = 1.00 / l[3][3];
    l[3][4] = l[3][4] * pivot;
    c[3][0] = c[3][0] * pivot;
    c[3][1] = c[3][1] * pivot;
    c[3][2] = c[3][2] * pivot;
    c[3][3] = c[3][3] * pivot;
    c[3][4] = c[3][4] * pivot;
    r[3] = r[3] * pivot;
    coeff = l[0][3];
    l[0][4] = l[0][4] - coeff * l[3][4];
    c[0][0] = c[0][0] - coeff * c[3][0];
    c[0][1] = c[0][1] - coeff * c[3][1];
    c[0][2] = c[0][2] - coeff * c[3][2];
    c[0][3] = c[0][3] - coeff * c[3][3];
    c[0][4] = c[0][4] - coeff * c[3][4];
    r[0] = r[0] - coeff * r[3];
    coeff = l[1][3];
    l[1][4] = l[1][4] - coeff * l[3][4];
    c[1][0] = c[1][0] - coeff * c[3][0];
    c[1][1] = c[1][1] - coeff * c[3][1];
    c[1][2] = c[1][2] - coeff * c[3][2];
    c[1][3] = c[1][3] - coeff * c[3][3];
    c[1][4] = c[1][4] - coeff * c[3][4];
    r[1] = r[1] - coeff * r[3];
    coeff = l[2][3];
    l[2][4] = l[2][4] - coeff * l[3][4];
    c[2][0] = c[2][0] - coeff * c[3][0];
    c[2][1] = c[2][1] - coeff * c[3][1];
    c[2][2] = c[2][2] - coeff * c[3][2];
    c[2][3] = c[2][3] - coeff * c[3][3];
    c[2][4] = c[2][4] - coeff * c[3][4];
    r[2] = r[2] - coeff * r[3];
    coeff = l[4][3];
    l[4][4] = l[4][4] - coeff * l[3][4];
    c[4][0] = c[4][0] - coeff * c[3][0];
    c[4][1] = c[4][1] - coeff * c[3][1];
    c[4][2] = c[4][2] - coeff * c[3][2];
    c[4][3] = c[4][3] - coeff * c[3][3];
    c[4][4] = c[4][4] - coeff * c[3][4];
    r[4] = r[4] - coeff * r[3];
    pivot = 1.00 / l[4][4];
    c[4][0] = c[4][0] * pivot;
    c[4][1] = c[4][1] * pivot;
    c[4][2] = c[4][2] * pivot;
    c[4][3] = c[4][3] * pivot;
    c[4][4] = c[4][4] * pivot;
    r[4] = r[4] * pivot;
    coeff = l[0][4];
    c[0][0] = c[0][0] - coeff * c[4][0];
    c[0][1] = c[0][1] - coeff * c[4][1];
    c[0][2] = c[0][2] - coeff * c[4][2];
    c[0][3] = c[0][3] - coeff * c[4][3];
    c[0][4] = c[0][4] - coeff * c[4][4];
    r[0] = r[0] - coeff * r[4];
    coeff = l[1][4];
    c[1][0] = c[1][0] - coeff * c[4][0];
    c[1][1] = c[1][1] - coeff * c[4][1];
    c[1][2] = c[1][2] - coeff * c[4][2];
    c[1][3] = c[1][3] - coeff * c[4][3];
    c[1][4] = c[1][4] - coeff * c[4][4];
    r[1] = r[1] - coeff * r[4];
    coeff = l[2][4];
    c[2][0] = c[2][0] - coeff * c[4][0];
    c[2][1] = c[2][1] - coeff * c[4][1];
    c[2][2] = c[2][2] - coeff * c[4][2];
    c[2][3] = c[2][3] - coeff * c[4][3];
    c[2][4] = c[2][4] - coeff * c[4][4];
    r[2] = r[2] - coeff * r[4];
    coeff = l[3][4];
    c[3][0] = c[3][0] - coeff * c[4][0];
    c[3][1] = c[3][1] - coeff * c[4][1];
    c[3][2] = c[3][2] - coeff * c[4][2];
    c[3][3] = c[3][3] - coeff * c[4][3];
    c[3][4] = c[3][4] - coeff * c[4][4];
    r[3] = r[3] - coeff * r[4];
}

static void matvec_sub(double a[5][5], double v[5], double w[5])
{
    int m;
    for (m = 0; m < 5; m++)
        w[m] = w[m] - a[m][0] * v[0] - a[m][1] * v[1] - a[m][2] * v[2] - a[m][3] * v[3] - a[m][4] * v[4];
}

static void jacobians(void)
{
    int i, j, k, m, n;
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                for (m = 0; m < 5; m++)
                    for (n = 0; n < 5; n++)
                        fjac[i][j][k][m][n] = u[i][j][k][m] * (double)(n + 1) + (m == n ? 12.0 : 0.25);
}

static void blocks(void)
{
    int i, j, k, m, n;
#pragma bbmm
    for (i = 1; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                for (m = 0; m < 5; m++)
                    for (n = 0; n < 5; n++) {
                        lhs[i][j][k][0][m][n] = 0.125 * fjac[i - 1][j][k][m][n];
                        lhs[i][j][k][1][m][n] = fjac[i][j][k][m][n];
                        lhs[i][j][k][2][m][n] = -0.5 * fjac[i][j][k][n][m];
                    }
}

static void solve(void)
{
    int i, j, k;
    for (i = 1; i < N; i++) {
#pragma bbmm
        for (j = 1; j < N - 1; j++)
            for (k = 1; k < N - 1; k++) {
                matvec_sub(lhs[i][j][k][0], rhs[i - 1][j][k], rhs[i][j][k]);
                binvcrhs(lhs[i][j][k][1], lhs[i][j][k][2], rhs[i][j][k]);
            }
    }
}

int main(void)
{
    int i, j, k, m, n;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                for (m = 0; m < 5; m++) {
                    u[i][j][k][m] = (double)((i * 7 + j * 5 + k * 3 + m) % 11) / 16.0;
                    rhs[i][j][k][m] = (double)((i + 2 * j + 3 * k + 5 * m) % 13) / 8.0;
                }
    jacobians();
    blocks();
    solve();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                for (m = 0; m < 5; m++) {
                    printf("%a\n", rhs[i][j][k][m]);
                    for (n = 0; n < 5; n++)
                        printf("%a %a\n", lhs[i][j][k][1][m][n], lhs[i][j][k][2][m][n]);
                }
    return 0;
}
