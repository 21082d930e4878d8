/* 7x7 in-place Gauss-Seidel smoother (49 references in one statement, in place), one sweep per call, called from a host loop with a checksum */
#include <stdio.h>
#define N 24
static double A[N][N];
static void gs49(int n)
{
    int i, j;
#pragma bbmm
    for (i = 3; i < n - 3; i++)
        for (j = 3; j < n - 3; j++)
            A[i][j] = (A[i-3][j-3] + A[i-3][j-2] + A[i-3][j-1] + A[i-3][j] + A[i-3][j+1] + A[i-3][j+2] + A[i-3][j+3] + A[i-2][j-3] + A[i-2][j-2] + A[i-2][j-1] + A[i-2][j] + A[i-2][j+1] + A[i-2][j+2] + A[i-2][j+3] + A[i-1][j-3] + A[i-1][j-2] + A[i-1][j-1] + A[i-1][j] + A[i-1][j+1] + A[i-1][j+2] + A[i-1][j+3] + A[i][j-3] + A[i][j-2] + A[i][j-1] + A[i][j] + A[i][j+1] + A[i][j+2] + A[i][j+3] + A[i+1][j-3] + A[i+1][j-2] + A[i+1][j-1] + A[i+1][j] + A[i+1][j+1] + A[i+1][j+2] + A[i+1][j+3] + A[i+2][j-3] + A[i+2][j-2] + A[i+2][j-1] + A[i+2][j] + A[i+2][j+1] + A[i+2][j+2] + A[i+2][j+3] + A[i+3][j-3] + A[i+3][j-2] + A[i+3][j-1] + A[i+3][j] + A[i+3][j+1] + A[i+3][j+2] + A[i+3][j+3]) / 49.0;
}
int main(void)
{
    int ns[] = {6, 7, 8, 11, 24};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) A[i][j] = (i * 5 + j * 3) % 11;
        for (int t = 0; t < 2; t++) gs49(n);
        for (int i = 0; i < n; i++) printf("%a %a\n", A[i][n / 2], A[i][i]);
        printf("--\n");
    }
    return 0;
}
