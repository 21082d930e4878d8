/* Stam's lin_solve called with x and x0 the same array (in-place Gauss-Seidel as some ports write it), array(x[S][S], x0[S][S]) */
#include <stdio.h>
#define N 6
#define S (N + 2)
#define IX(i, j) ((i) + S * (j))
static double xa[S * S], ba[S * S];
static void lin_solve(double *x, const double *x0, double a, double c)
{
    int i, j;
#pragma bbmm array(x[S][S], x0[S][S])
    for (j = 1; j <= N; j++)
        for (i = 1; i <= N; i++)
            x[IX(i, j)] = (x0[IX(i, j)] + a * (x[IX(i - 1, j)] + x[IX(i + 1, j)] + x[IX(i, j - 1)] + x[IX(i, j + 1)])) / c;
}
int main(void)
{
    int k;
    for (k = 0; k < S * S; k++) { xa[k] = (k % 5) * 0.5; ba[k] = (k % 3) * 0.25; }
    lin_solve(xa, ba, 0.25, 2.0);
    lin_solve(xa, xa, 0.5, 3.0);
    for (k = 0; k < S * S; k++) printf("%a %a\n", xa[k], ba[k]);
    return 0;
}
