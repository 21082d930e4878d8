/* chains of substituted scalars of types int/long with negative offsets and divisions by -? constants */
#include <stdio.h>
#define N 40
static double A[N][N];
static long L[N];
static void f(int n, int off)
{
    int i, j, a, b;
    long c;
#pragma bbmm
    for (i = 0; i < n; i++) {
        a = i - off;
        b = a / 3 + a % 3;
        c = (long)b * 2 - a / -2;
        L[i] = c;
        for (j = 0; j < n; j++)
            if (j - b >= 0 && j - b < n) A[i][j - b] = A[i][j - b] + c + j;
    }
}
int main(void)
{
    int i, j, off;
    for (off = 0; off <= 20; off += 5) {
        for (i = 0; i < N; i++) { L[i] = 0; for (j = 0; j < N; j++) A[i][j] = i - j; }
        f(25, off);
        for (i = 0; i < N; i++) { printf("%ld", L[i]); for (j = 0; j < 30; j++) printf(" %a", A[i][j]); printf("\n"); }
    }
    return 0;
}
