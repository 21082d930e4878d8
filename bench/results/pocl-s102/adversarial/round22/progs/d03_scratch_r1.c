/* NPB MG psinv: scratch rows r1[M], r2[M] declared at function level, reused
   per (i3, i2); parallel clause names them private */
#include <stdio.h>
#define M 18
static double r[M][M][M], u[M][M][M];
static const double c[4] = { -3.0 / 8.0, 1.0 / 32.0, -1.0 / 64.0, 0.0 };
static void psinv(int n1, int n2, int n3)
{
    double r1[M], r2[M];
    int i3, i2, i1;
#pragma bbmm parallel(i3, i2)
    for (i3 = 1; i3 < n3 - 1; i3++)
        for (i2 = 1; i2 < n2 - 1; i2++) {
            for (i1 = 0; i1 < n1; i1++) {
                r1[i1] = r[i3][i2 - 1][i1] + r[i3][i2 + 1][i1] + r[i3 - 1][i2][i1] + r[i3 + 1][i2][i1];
                r2[i1] = r[i3 - 1][i2 - 1][i1] + r[i3 - 1][i2 + 1][i1] + r[i3 + 1][i2 - 1][i1] + r[i3 + 1][i2 + 1][i1];
            }
            for (i1 = 1; i1 < n1 - 1; i1++)
                u[i3][i2][i1] = u[i3][i2][i1] + c[0] * r[i3][i2][i1] + c[1] * (r[i3][i2][i1 - 1] + r[i3][i2][i1 + 1] + r1[i1])
                              + c[2] * (r2[i1] + r1[i1 - 1] + r1[i1 + 1]);
        }
}
int main(void)
{
    int i, j, k, it;
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) for (k = 0; k < M; k++) { r[i][j][k] = (double)((i * j + k) % 5) - 2.0; u[i][j][k] = 0.0; }
    for (it = 0; it < 3; it++) psinv(M, M, M);
    for (i = 1; i < M; i += 3) printf("%a %a\n", u[i][i][i], u[i][M - 2][(i * 5) % M]);
    return 0;
}
