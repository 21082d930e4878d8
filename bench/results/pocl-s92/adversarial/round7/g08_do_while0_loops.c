/* loops inside do { } while (0) blocks of a region (macro idiom); iterators read after */
#include <stdio.h>
#define N 18
#define ROWOP(r, lo, hi) do { for (j = (lo); j < (hi); j++) A[r][j] = A[r][j] * 0.5 + (r); } while (0)
static double A[N][N];
static void f(int n)
{
    int i = -1, j = -2;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i > 1)
            ROWOP(i, 0, i - 1);
    }
    printf("n=%d i=%d j=%d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * j;
    for (n = 0; n <= 7; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
