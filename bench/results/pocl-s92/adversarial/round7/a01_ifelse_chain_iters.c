/* inner loops over the same iterator j in an if / else-if / else chain on i; i and j read after for many n */
#include <stdio.h>
#define N 24
static double A[N][N];
static void f(int n)
{
    int i = -1, j = -7;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i % 3 == 0)
            for (j = 0; j < i; j++)
                A[i][j] = A[i][j] + 1.0;
        else if (i < n - 2)
            for (j = i; j < n; j += 2)
                A[i][j] = A[i][j] * 0.5;
        else
            for (j = n - 1; j > i; j--)
                A[i][j] = A[i][j] - 2.0;
    }
    printf("n=%d i=%d j=%d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * N + j;
    for (n = 0; n <= 13; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
