/* 7x7 box filter written out term by term (49 references to A in one statement, past the per-nest box budget), Jacobi form, host time loop with a checksum */
#include <stdio.h>
#define N 48
static double A[N][N], B[N][N];
static void box7(int n)
{
    int i, j;
#pragma bbmm
    for (i = 3; i < n - 3; i++)
        for (j = 3; j < n - 3; j++)
            B[i][j] = (A[i-3][j-3] + A[i-3][j-2] + A[i-3][j-1] + A[i-3][j] + A[i-3][j+1] + A[i-3][j+2] + A[i-3][j+3] + A[i-2][j-3] + A[i-2][j-2] + A[i-2][j-1] + A[i-2][j] + A[i-2][j+1] + A[i-2][j+2] + A[i-2][j+3] + A[i-1][j-3] + A[i-1][j-2] + A[i-1][j-1] + A[i-1][j] + A[i-1][j+1] + A[i-1][j+2] + A[i-1][j+3] + A[i][j-3] + A[i][j-2] + A[i][j-1] + A[i][j] + A[i][j+1] + A[i][j+2] + A[i][j+3] + A[i+1][j-3] + A[i+1][j-2] + A[i+1][j-1] + A[i+1][j] + A[i+1][j+1] + A[i+1][j+2] + A[i+1][j+3] + A[i+2][j-3] + A[i+2][j-2] + A[i+2][j-1] + A[i+2][j] + A[i+2][j+1] + A[i+2][j+2] + A[i+2][j+3] + A[i+3][j-3] + A[i+3][j-2] + A[i+3][j-1] + A[i+3][j] + A[i+3][j+1] + A[i+3][j+2] + A[i+3][j+3]) / 49.0;
#pragma bbmm
    for (i = 3; i < n - 3; i++)
        for (j = 3; j < n - 3; j++)
            A[i][j] = B[i][j];
}
int main(void)
{
    int ns[] = {6, 7, 8, 13, 48};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { A[i][j] = (i * 7 + j * 11) % 13; B[i][j] = -1.0; }
        for (int t = 0; t < 3; t++) {
            box7(n);
            double c = 0;
            for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) c += A[i][j] * (1 + i + 2 * j);
            printf("n=%d t=%d %a\n", n, t, c);
        }
    }
    return 0;
}
