/* NPB LU: global index conditions jglob = j + jst; if (jglob != 0 && ...) */
#include <stdio.h>
#define NX 18
static double rsd[NX][NX][5], frct[NX][NX][5];
static int jst, jend, ist, iend, ny0, nx0;
int main(void)
{
    int i, j, m, jglob, iglob;
    ist = 1; iend = NX - 2; jst = 1; jend = NX - 2; nx0 = NX; ny0 = NX;
    for (j = 0; j < NX; j++) for (i = 0; i < NX; i++) for (m = 0; m < 5; m++) { rsd[j][i][m] = (double)((i * j + m) % 6); frct[j][i][m] = (double)m * 0.5; }
#pragma bbmm
    for (j = jst; j <= jend; j++) {
        jglob = j;
        for (i = 1; i <= NX - 2; i++) {

            if (j != 1 && j != ny0 - 2)
                for (m = 0; m < 5; m++)
                    rsd[j][i][m] = rsd[j][i][m] * 0.75;
        }
    }
    for (j = 0; j < NX; j += 2) for (m = 0; m < 5; m += 2) printf("%a\n", rsd[j][j / 2 + 1][m]);
    return 0;
}
