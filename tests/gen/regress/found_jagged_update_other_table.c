/* mismatch on 1, 2 and 4 devices (output line 26, D[3][1]: 0x1.8p-3, C prints 0x1.91p+4): Q's row 3 is R's row 0 (Q[3] = R[0]); a data scope keeps Q's block (a region reads Q); host code writes R[0][1] between '#pragma bbmm update host(R)' and 'update device(R)', and the next run reads Q's kept block, which still holds the row's old values: the update of table R does not reach its rows held in another table's kept block (with 'update host(R, Q)' the outputs match; without the region before the scope, too) */
#include <stdio.h>
#include <stdlib.h>
#define N 8
static double **R, **Q;
static double D[N][N];
static void rd(double **q, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            D[i][j] = 0.5 * D[i][j] + 0.25 * q[i][j];
}
int main(void)
{
    int i, j, t;
    R = malloc(N * sizeof *R);
    Q = malloc(N * sizeof *Q);
    for (i = 0; i < N; i++) {
        R[i] = malloc(N * sizeof **R);
        Q[i] = malloc(N * sizeof **Q);
        for (j = 0; j < N; j++) {
            R[i][j] = i + 0.5 * j;
            Q[i][j] = i - 0.25 * j;
            D[i][j] = 0.0;
        }
    }
#pragma bbmm
    for (i = 0; i < N; i++)
        D[i][0] = D[i][1] + 1.0;
    Q[3] = R[0];
#pragma bbmm data(R, Q)
    for (t = 0; t < 2; t++) {
        rd(Q, N);
#pragma bbmm update host(R)
        R[0][1] = 100.0 + t;
#pragma bbmm update device(R)
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", D[i][j]);
    return 0;
}
