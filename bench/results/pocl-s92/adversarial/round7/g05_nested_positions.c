/* j is the iterator of a loop in the outer body and of a loop nested under k in the same body; read after */
#include <stdio.h>
#define N 16
static double A[N][N];
static void f(int n)
{
    int i, j = -1, k = -2;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (j = 0; j < 3; j++)
            A[i][j] = A[i][j] + 1.0;
        for (k = 0; k < i % 3; k++)
            for (j = k + 4; j < 6; j++)
                A[i][j] = A[i][j] + k;
    }
    printf("n=%d i=%d j=%d k=%d\n", n, i, j, k);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i + j;
    for (n = 0; n <= 8; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
