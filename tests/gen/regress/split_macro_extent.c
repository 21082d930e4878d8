/* an array() clause whose extent is a macro of a macro (#define S (N + 2)) and subscripts through IX(i, j) ((i) + S * (j)): the multiplier matches the extent once both are expanded */
#include <stdio.h>
#define N 12
#define S (N + 2)
#define IX(i, j) ((i) + S * (j))
static void smooth(int n, double *x, const double *x0)
{
    int i, j;
#pragma bbmm array(x[S][S], x0[S][S])
    for (j = 1; j <= n; j++)
        for (i = 1; i <= n; i++)
            x[IX(i, j)] = 0.25 * (x0[IX(i - 1, j)] + x0[IX(i + 1, j)] + x0[IX(i, j - 1)] + x0[IX(i, j + 1)]);
}
int main(void)
{
    static double a[S * S], b[S * S];
    int k;
    for (k = 0; k < S * S; k++) { a[k] = 0; b[k] = k % 7; }
    smooth(N, a, b);
    for (k = 0; k < S * S; k++) printf("%a\n", a[k]);
    return 0;
}
