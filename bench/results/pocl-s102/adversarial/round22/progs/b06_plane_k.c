/* 3-D: plane k reads plane k-1 (serial k), two arrays */
#include <stdio.h>
#define NZ 12
#define NY 16
#define NX 16
static double u[NZ][NY][NX], f[NZ][NY][NX];
int main(void)
{
    int i, j, k;
    for (k = 0; k < NZ; k++) for (j = 0; j < NY; j++) for (i = 0; i < NX; i++) {
        u[k][j][i] = (k == 0) ? (double)((i + j) % 4) : 0.0; f[k][j][i] = (double)((i * j + k) % 5) / 8.0; }
#pragma bbmm
    for (k = 1; k < NZ; k++)
        for (j = 1; j < NY - 1; j++)
            for (i = 1; i < NX - 1; i++)
                u[k][j][i] = 0.2 * (u[k-1][j][i] + u[k-1][j-1][i] + u[k-1][j+1][i] + u[k-1][j][i-1] + u[k-1][j][i+1]) + f[k][j][i];
    for (k = 0; k < NZ; k++) printf("%a %a\n", u[k][NY/2][NX/2], u[k][3][11]);
    return 0;
}
