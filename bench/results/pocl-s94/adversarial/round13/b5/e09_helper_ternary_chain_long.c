/* long helpers: lo = lmax(0L, i - w) and a size_t extent, with int iterators compared against long bounds in a triangular band */
#include <stdio.h>
#include <stddef.h>
#define N 18
static double A[N][N], s[N];
static long lmax(long a, long b) { return a > b ? a : b; }
static size_t zmin(size_t a, size_t b) { return a < b ? a : b; }
static void f(int n, long w)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        s[i] = 0.0;
        for (j = (int)lmax(0L, i - w); j <= i && (size_t)j < zmin((size_t)n, (size_t)(i + w)); j++)
            s[i] += A[i][j];
    }
}
int main(void)
{
    int n, i, j;
    long w;
    for (n = 0; n <= N; n += 6)
        for (w = 0; w < 4; w++) {
            for (i = 0; i < N; i++) { s[i] = -1; for (j = 0; j < N; j++) A[i][j] = i * N + j; }
            f(n, w);
            for (i = 0; i < N; i++) printf("%a\n", s[i]);
        }
    return 0;
}
