/* i and j swap roles between two nests of a scop (j outer in the second); both read after */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static void f(int n, int m)
{
    int i = -1, j = -2;
#pragma scop
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            B[i][j] = A[i][j] * 2.0;
    for (j = 0; j < m; j++)
        for (i = j + 1; i < n; i++)
            A[i][j] = B[i][j] + B[j][i];
#pragma endscop
    printf("n=%d m=%d i=%d j=%d\n", n, m, i, j);
}
int main(void)
{
    int i, j, n, m;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i - j; B[i][j] = 0; }
    for (n = 0; n <= 6; n++) for (m = 0; m <= n; m += 2) f(n, m);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
