/* host reads the array with memcpy and fwrite, and writes it with memcpy, between region calls */
#include <stdio.h>
#include <string.h>
#define N 16
static double A[N][N], B[N][N], snap[N][N];
static void step(int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            B[i][j] = A[i][j] + 0.2 * (A[i - 1][j] + A[i + 1][j] - 2 * A[i][j]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            A[i][j] = B[i][j] + 0.2 * (B[i][j - 1] + B[i][j + 1] - 2 * B[i][j]);
}
int main(void)
{
    int t, i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 7 + j) % 9; B[i][j] = 0; }
    for (t = 0; t < 6; t++) {
        step(N);
        memcpy(snap, A, sizeof A);
        fwrite(&snap[N / 2][0], sizeof(double), N, stdout);
        fwrite(B[3], sizeof(double), N, stdout);
        if (t == 2) memcpy(A[5], snap[0], sizeof A[5]);
        putchar('\n');
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
