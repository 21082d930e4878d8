/* a sub-matrix view of A (rows 1..) read in a region; A written in another;
   explicit scope keeps A */
#include <stdio.h>
#define N 36
static double A[N][N], B[N][N];
int main(void)
{
    int i, j, t;
    double (*v)[N] = (double (*)[N])&A[1][0];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (double)((i + 2 * j) % 7); B[i][j] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 5; t++) {
#pragma bbmm
        for (i = 0; i < N - 2; i++)
            for (j = 0; j < N; j++)
                B[i][j] = v[i][j] - v[i + 1][j] * 0.5;
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] + B[i][j] * 0.125;
    }
    for (i = 0; i < N; i += 5) printf("%a %a\n", A[i][i], B[i][(i * 3) % N]);
    return 0;
}
