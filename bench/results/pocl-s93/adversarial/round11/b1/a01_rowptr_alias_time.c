/* host writes through a pointer into the middle of a 2D array between regions of a time loop */
#include <stdio.h>
#define N 24
static double A[N][N], B[N][N];
static void sweep(int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            A[i][j] = B[i][j];
}
int main(void)
{
    int i, j, t, k;
    int sizes[] = {0, 1, 2, 3, 7, 24};
    for (k = 0; k < 6; k++) {
        int n = sizes[k];
        double *p = &A[3][0];
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 7 + j * 3) % 11; B[i][j] = 0; }
        for (t = 0; t < 4; t++) {
            sweep(n);
            p[1] = p[1] * 0.5 + t;
            p[N + 2] += 1.0;
        }
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", A[i][j], j == N - 1 ? '\n' : ' ');
    }
    return 0;
}
