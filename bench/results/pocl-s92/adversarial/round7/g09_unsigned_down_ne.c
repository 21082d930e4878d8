/* unsigned down-counting forms (i-- alone, --j != e) nested; iterators read after */
#include <stdio.h>
#define N 16
static double A[N][N];
static void f(unsigned n, unsigned e)
{
    unsigned i = 77, j = 88;
#pragma bbmm
    for (i = n; i--;)
        for (j = n; --j != e;)
            A[i][j] = A[i][j] + 1.0;
    printf("n=%u e=%u i=%u j=%u\n", n, e, i, j);
}
int main(void)
{
    int i, j;
    unsigned n, e;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i + j;
    for (n = 1; n <= 7; n++) for (e = 0; e < n; e += 2) f(n, e);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
