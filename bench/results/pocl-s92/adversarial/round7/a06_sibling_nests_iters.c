/* a scop with two sibling nests over the same iterators; the second's inner loop empty for small n; read after */
#include <stdio.h>
#define N 18
static double A[N][N], B[N][N];
static void f(int n)
{
    int i, j = -9;
#pragma scop
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            B[i][j] = A[i][j] + 1.0;
    for (i = 1; i < n - 1; i++)
        for (j = i + 2; j < n; j++)
            A[i][j] = B[i][j - 1] * 0.5;
#pragma endscop
    printf("n=%d i=%d j=%d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i + 0.25 * j;
    for (n = 0; n <= 8; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
