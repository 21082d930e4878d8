/* a scalar assigned an affine value inside the region ("jglob = j;", as NPB's LU writes its global indices) and tested in an if's condition: the condition reads the value, so it is affine and the loops stay parallel; a scalar with a value a loop left ("i" after the loop over i) assigned again ("i = 1;") is written, not replaced by that value; the variable is not read after the region (a loop over it and its assignments both in the region: its final value would not be kept, and the tool says so) */
// expect-output: kernel void bbmm_r0_n0
// expect-explain: j +line [0-9]+ +kernel band dimension 0, parallel
#include <stdio.h>
#define N 16
static double A[N][N], B[N][4];
int main(void)
{
    int i, j, m, jglob, iglob;
    for (j = 0; j < N * N; j++)
        A[j / N][j % N] = j / N - 0.5 * (j % N);
#pragma bbmm
    for (j = 0; j < N; j++) {
        jglob = j;
        for (i = 0; i < N; i++) {
            iglob = i;
            if (jglob != 0 && jglob != N - 1 && iglob % 3 != 1)
                A[j][i] = A[j][i] * 2.0 + jglob;
        }
    }
#pragma bbmm
    {
        for (i = 0; i < N; i++)
            for (m = 0; m < 4; m++)
                B[i][m] = A[i][m];
        for (m = 0; m < 4; m++) {
            i = 1;
            B[i][m] = B[i][m] + B[i + 1][m];
            i = 2;
            B[i][m] = B[i][m] - 1.0;
        }
    }
    for (j = 0; j < N * N; j++)
        printf("%a\n", A[j / N][j % N]);
    for (j = 0; j < N * 4; j++)
        printf("%a\n", B[j / 4][j % 4]);
    return 0;
}
