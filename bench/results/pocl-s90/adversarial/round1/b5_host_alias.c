/* regions in a time loop; host writes through an alias pointer and a helper between them */
#include <stdio.h>
#include <string.h>
#define N 16
static double A[N][N], B[N][N];
static void set_bc(double (*g)[N], int n, double v) { int i; for (i = 0; i < n; i++) { g[i][0] = v; g[0][i] = -v; } }
int main(void)
{
    int i, j, t;
    double *flat = &A[0][0];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + j) % 4; B[i][j] = 0; }
    for (t = 0; t < 5; t++) {
        int n = N - t;
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                B[i][j] = 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
        set_bc(B, n, t * 0.5);
        flat[N * (t + 1) + 3] += 100.0;
        memcpy(A[N - 1], B[1], sizeof A[0]);
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                A[i][j] = B[i][j] - A[i][j] * 0.01;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
