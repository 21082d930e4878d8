/* VLA parameter double A[n][m] and double A[n][m] in helpers called with shrinking shapes */
#include <stdio.h>
#define N 16
static double G[N * N], H[N * N];
static void tr(int n, int m, double A[n][m], double B[m][n])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            B[j][i] = A[i][j] * 2 + (i > 0 ? A[i - 1][j] : 0.0);
}
int main(void)
{
    int i, n, m;
    for (i = 0; i < N * N; i++) G[i] = i * 0.5;
    for (n = 1; n <= N; n += 5)
        for (m = N; m >= 1; m -= 7) {
            tr(n, m, (double (*)[m])G, (double (*)[n])H);
            for (i = 0; i < n * m; i++) printf("%a ", H[i]);
            printf("\n");
        }
    return 0;
}
