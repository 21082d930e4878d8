/* 4-D and 5-D arrays with constant extents, loops in permuted order */
#include <stdio.h>
static double A[3][4][5][6], B[6][5][4][3];
static double C[2][3][2][3][4], D[2][3][2][3][4];
int main(void)
{
    int a, b, c, d, e;
    for (a = 0; a < 3; a++) for (b = 0; b < 4; b++) for (c = 0; c < 5; c++) for (d = 0; d < 6; d++) A[a][b][c][d] = a * 1000 + b * 100 + c * 10 + d;
    for (a = 0; a < 2; a++) for (b = 0; b < 3; b++) for (c = 0; c < 2; c++) for (d = 0; d < 3; d++) for (e = 0; e < 4; e++) C[a][b][c][d][e] = a + b * 2 + c * 3 + d * 4 + e * 0.5;
#pragma bbmm
    for (d = 0; d < 6; d++)
        for (c = 0; c < 5; c++)
            for (b = 0; b < 4; b++)
                for (a = 0; a < 3; a++)
                    B[d][c][b][a] = A[a][b][c][d] * 0.5 + (a > 0 ? A[a - 1][b][c][d] : 0.0);
#pragma bbmm
    for (a = 0; a < 2; a++)
        for (b = 0; b < 3; b++)
            for (c = 0; c < 2; c++)
                for (d = 0; d < 3; d++)
                    for (e = 0; e < 4; e++)
                        D[a][b][c][d][e] = C[1 - a][b][c][2 - d][e] + (e > 0 ? C[a][b][c][d][e - 1] : 0.0);
    for (d = 0; d < 6; d++) for (c = 0; c < 5; c++) for (b = 0; b < 4; b++) for (a = 0; a < 3; a++) printf("%a\n", B[d][c][b][a]);
    for (a = 0; a < 2; a++) for (b = 0; b < 3; b++) for (c = 0; c < 2; c++) for (d = 0; d < 3; d++) for (e = 0; e < 4; e++) printf("%a\n", D[a][b][c][d][e]);
    return 0;
}
