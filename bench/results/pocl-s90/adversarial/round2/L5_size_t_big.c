/* size_t iterators over a 2-D array with odd sizes, down-counting inner loop, exit values printed */
#include <stdio.h>
#include <stddef.h>
#define NI 33
#define NJ 29
static float A[NI][NJ], B[NI][NJ];
static size_t R[2];
static void f(size_t n, size_t m)
{
    size_t i, j = 7;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = m; j-- > 0;)
            B[i][j] = A[i][j] * 0.5f + A[n - 1 - i][m - 1 - j];
    R[0] = i; R[1] = j;
}
int main(void)
{
    size_t n, m;
    int i, j;
    for (i = 0; i < NI; i++) for (j = 0; j < NJ; j++) { A[i][j] = (float)((i * 3 + j) % 11); B[i][j] = 0; }
    for (n = 0; n <= NI; n += 11)
        for (m = 1; m <= NJ; m += 14) { f(n, m); printf("%zu %zu\n", R[0], R[1]); }
    for (i = 0; i < NI; i++) for (j = 0; j < NJ; j++) printf("%a\n", (double)B[i][j]);
    return 0;
}
