/* size_t iterators: for (i = n - 1; i < n; i--) outside, inner j from i+1 up; both read after */
#include <stdio.h>
#include <stddef.h>
#define N 14
static double x[N], U[N][N], y[N];
static void backsub(size_t n)
{
    size_t i = 7, j = 9;
#pragma bbmm
    for (i = n - 1; i < n; i--) {
        y[i] = x[i];
        for (j = i + 1; j < n; j++)
            y[i] = y[i] - U[i][j] * x[j];
    }
    printf("n=%zu i=%zu j=%zu\n", n, i, j);
}
int main(void)
{
    size_t i, j, n;
    for (i = 0; i < N; i++) { x[i] = 1.0 + i; for (j = 0; j < N; j++) U[i][j] = (i + j) % 3 * 0.5; }
    for (n = 0; n <= 6; n++) backsub(n);
    backsub(N);
    for (i = 0; i < N; i++) printf("%a\n", y[i]);
    return 0;
}
