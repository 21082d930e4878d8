/* PolyBench-style function with a VLA param C[n][n] holding a nolist scope; a parallel region runs on the row pointer C[1] (out of place into row 2); update host(C) then host reads */
#include <stdio.h>
static void rowstep(int m, double *r)
{
    int j;
#pragma bbmm
    for (j = 1; j < m - 1; j++)
        r[m + j] = 0.5 * r[j] + 0.25 * (r[j - 1] + r[j + 1]);
}
static double solve(int n, int tsteps, double C[n][n])
{
    int t, j;
    double acc = 0.0;
#pragma bbmm data
    for (t = 0; t < tsteps; t++) {
        rowstep(n, C[1]);
#pragma bbmm update host(C)
        for (j = 0; j < n; j++) { acc += C[2][j] * (j + 1); C[1][j] = C[2][j]; }
#pragma bbmm update device(C)
    }
    return acc;
}
int main(void)
{
    static double C[8][8];
    int i, j, n;
    for (n = 3; n <= 8; n += 5) {
        for (i = 0; i < 8; i++)
            for (j = 0; j < 8; j++) C[i][j] = (i * 8 + j) % 7;
        printf("%a\n", solve(n, 3, (double (*)[n])&C[0][0]));
        for (i = 0; i < 8; i++)
            for (j = 0; j < 8; j++) printf("%a\n", C[i][j]);
    }
    return 0;
}
