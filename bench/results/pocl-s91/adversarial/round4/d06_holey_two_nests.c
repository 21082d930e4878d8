/* two nests write interleaved columns (even by rows, odd by columns) of char and double arrays */
#include <stdio.h>
#define N 32
static unsigned char C[N][N];
static double D[N][N];
static void f(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = 0; 2 * j < m; j++) { C[i][2 * j] = i * 3 + j; D[i][2 * j] = i - j * 0.5; }
        for (j = 0; 2 * j + 1 < m; j++)
            for (i = 0; i < n; i++) { C[i][2 * j + 1] = C[i][2 * j] + 1; D[i][2 * j + 1] = D[i][2 * j] * 2; }
        for (i = 1; i < n; i++)
            for (j = 0; j < m; j++) D[i][j] += C[i - 1][j];
    }
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 10) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { C[i][j] = 200; D[i][j] = -1; }
        f(n, N - n + 1);
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf("%d:%a ", C[i][j], D[i][j]); printf("\n"); }
    }
    return 0;
}
