/* middle loop bound i % 3 (empty whenever i % 3 == 0); innermost k read after */
#include <stdio.h>
#define N 20
static double A[N][3][2];
static void f(int n)
{
    int i = -1, j = -2, k = -3;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < i % 3; j++)
            for (k = 0; k < 2; k++)
                A[i][j][k] = A[i][j][k] + i - k;
    printf("n=%d i=%d j=%d k=%d\n", n, i, j, k);
}
int main(void)
{
    int i, j, k, n;
    for (i = 0; i < N; i++) for (j = 0; j < 3; j++) for (k = 0; k < 2; k++) A[i][j][k] = i + j + k;
    for (n = 0; n <= 10; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < 3; j++) for (k = 0; k < 2; k++) printf("%a\n", A[i][j][k]);
    return 0;
}
