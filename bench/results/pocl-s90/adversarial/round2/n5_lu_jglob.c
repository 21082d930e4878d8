/* NPB LU style global indices: jglob = j + jst; if (jglob != 0 && jglob != ny0 - 1) */
#include <stdio.h>
#define N 12
static double rsd[N][N], u[N][N];
static int ist, iend, jst, jend, ny0;
static void rhs(void)
{
    int i, j, jglob;
#pragma bbmm
    for (j = jst; j < jend; j++) {
        jglob = j + 1;
        for (i = ist; i < iend; i++)
            if (jglob != 1 && jglob != ny0 - 1)
                rsd[j][i] = rsd[j][i] + u[j][i] * 0.5 - u[j - 1][i];
            else
                rsd[j][i] = -u[j][i];
    }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i * 3 + j) % 5; rsd[i][j] = 1.0; }
    for (t = 0; t < 4; t++) {
        ist = 1 + t % 2; iend = N - t; jst = 1; jend = N - 1 - t; ny0 = N - t;
        rhs();
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", rsd[i][j]);
    return 0;
}
