/* in-place shift right in descending order: for (i = n; i-- > 0;) a[i + 1] = a[i] (reads old values only), 2-D rows too */
#include <stdio.h>
#define N 40
static double a[N + 1], m[N + 1][8];
static void f(unsigned n)
{
    unsigned i, j;
#pragma bbmm
    for (i = n; i-- > 0;)
        a[i + 1] = a[i] * 1.5;
#pragma bbmm
    for (i = n; i-- > 0;)
        for (j = 0; j < 8; j++)
            m[i + 1][j] = m[i][j] + j;
}
int main(void)
{
    unsigned n, i, j;
    for (n = 0; n <= N; n += 9) {
        for (i = 0; i <= N; i++) { a[i] = i; for (j = 0; j < 8; j++) m[i][j] = i * 8 + j; }
        f(n);
        for (i = 0; i <= N; i++) { printf("%a", a[i]); for (j = 0; j < 8; j++) printf(" %a", m[i][j]); printf("\n"); }
    }
    return 0;
}
