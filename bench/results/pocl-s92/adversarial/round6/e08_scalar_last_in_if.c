/* a scalar recording the last row processed under an affine if, read after the region */
#include <stdio.h>
#define N 20
static double A[N][N];
static void f(int n)
{
    int i, j, last = -1, lastj = -1;
#pragma bbmm
    for (i = 0; i < n; i++)
        if (i % 4 == 1) {
            for (j = 0; j < n; j++)
                A[i][j] = A[i][j] + 1.0;
            last = i;
            lastj = j;
        }
    printf("%d %d %d\n", n, last, lastj);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = j;
    for (n = 0; n <= N; n += 3) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
