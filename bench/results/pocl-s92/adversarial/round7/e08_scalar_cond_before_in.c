/* scalar assigned before the region and conditionally (on data) inside a 2D nest, then used in the next region and printed */
#include <stdio.h>
#define N 20
static double A[N][N], B[N][N];
static void f(int n, double thr)
{
    int i, j, bi = -1, bj = -1;
    double best = thr;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            if (A[i][j] > best) { best = A[i][j]; bi = i; bj = j; }
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            B[i][j] = A[i][j] / best + bi - bj;
    printf("n=%d thr=%a best=%a bi=%d bj=%d\n", n, thr, best, bi, bj);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = ((i * 7 + j * 13) % 17) * 0.5 + 1.0;
    for (n = 0; n <= 9; n++) { f(n, 1.0); f(n, 7.25); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    return 0;
}
