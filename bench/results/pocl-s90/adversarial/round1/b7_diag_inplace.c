/* in-place stencil along diagonals: reads both i-1,j+1 and i+1,j-1 */
#include <stdio.h>
#define N 20
static double A[N][N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            A[i][j] = 0.3 * A[i - 1][j + 1] + 0.3 * A[i + 1][j - 1] + 0.4 * A[i][j] - 0.1 * A[i + 1][j + 1];
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = ((i * 7 + j * 3) % 11) * 0.25;
    for (t = 0; t < 4; t++) f(t == 2 ? 3 : N - t);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
