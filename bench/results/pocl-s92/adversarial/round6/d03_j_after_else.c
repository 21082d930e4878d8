/* iterators of two inner loops in if/else branches, both read after the region */
#include <stdio.h>
#define N 18
static double A[N][N];
static void f(int n)
{
    int i, j = -1, k = -2;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i >= n / 2) {
            for (j = 0; j < i; j++)
                A[i][j] = A[i][j] + 1.0;
        } else {
            for (k = i; k < n; k += 2)
                A[i][k] = A[i][k] - 1.0;
        }
    }
    printf("%d %d %d %d\n", n, i, j, k);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * N + j;
    for (n = 0; n <= N; n += 1) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
