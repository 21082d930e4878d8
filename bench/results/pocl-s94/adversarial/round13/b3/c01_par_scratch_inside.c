/* NPB style: parallel(i, j) with double r1[5] declared inside j; each m loop fills then reads it; n varies */
#include <stdio.h>
#define N 14
static double u[N][N][5], rhs[N][N][5];
static void f(int n)
{
    int i, j, m;
#pragma bbmm parallel(i, j)
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++) {
            double r1[5], r2[5];
            for (m = 0; m < 5; m++) {
                r1[m] = u[i + 1][j][m] - u[i - 1][j][m];
                r2[m] = u[i][j + 1][m] - u[i][j - 1][m];
            }
            for (m = 0; m < 5; m++)
                rhs[i][j][m] = r1[m] * r2[4 - m] + r1[(m + 2) % 5];
        }
}
int main(void)
{
    int n, i, j, m;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 5; m++) { u[i][j][m] = i * 0.5 + j * 0.25 - m; rhs[i][j][m] = -1; }
        f(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 5; m++) printf("%a\n", rhs[i][j][m]);
    }
    return 0;
}
