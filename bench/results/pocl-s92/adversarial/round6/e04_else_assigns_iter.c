/* the inner iterator assigned in an else branch instead of by a loop; read after the region */
#include <stdio.h>
#define N 14
static double A[N][N];
static void f(int n)
{
    int i, j = 3;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i % 3 != 2)
            for (j = 0; j <= i; j++)
                A[i][j] = A[i][j] * 2.0;
        else
            j = -i;
    }
    printf("%d %d %d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j * 0.5;
    for (n = 0; n <= N; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
