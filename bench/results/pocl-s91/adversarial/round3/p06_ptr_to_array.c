/* pointer-to-array arrays from malloc: double (*A)[N] and a VLA pointer double (*B)[m] */
#include <stdio.h>
#include <stdlib.h>
#define N 20
static void run(int n, int m)
{
    double (*A)[N] = malloc(sizeof(double[N][N]));
    double (*B)[m] = malloc(sizeof(double) * (size_t)n * (size_t)m + 8);
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 7 + j * 3) % 11 * 0.5;
#pragma bbmm array(A[N][N], B[n][m])
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            B[i][j] = A[i][j] + A[j % N][i] * 2.0;
    for (i = 0; i < n; i++) for (j = 0; j < m; j++) printf("%a\n", B[i][j]);
    free(A); free(B);
}
int main(void)
{
    run(1, 1); run(5, 7); run(20, 13); run(3, 20);
    return 0;
}
