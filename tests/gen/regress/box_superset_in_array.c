/* a guarded write through a chain of substituted scalars whose division and remainder make the
 * box analysis take a simple superset of the written elements: that superset reached one element
 * before the array (a box [.., -1 .. n] the runtime refused: "box not inside array A"); it is cut
 * to the array now, as every reference of a C program stays inside its array */
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
