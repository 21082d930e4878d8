/* MIN/MAX macros wrapping integer helpers, with arguments that are casts of size_t and unsigned values */
#include <stdio.h>
#include <stddef.h>
#define N 20
#define MIN(a, b) imin((a), (b))
#define MAX(a, b) imax((a), (b))
static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }
static double A[N][N];
static void f(size_t n, unsigned w)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < (int)n; i++)
        for (j = MAX(0, i - (int)w); j < MIN((int)n, i + (int)w + 1); j++)
            A[i][j] = A[i][j] * 2.0 + (i - j);
}
int main(void)
{
    size_t n;
    unsigned w;
    int i, j;
    for (n = 0; n <= N; n += 6)
        for (w = 0; w < 3; w++) {
            for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * 0.25 + j;
            f(n, w);
            for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
        }
    return 0;
}
