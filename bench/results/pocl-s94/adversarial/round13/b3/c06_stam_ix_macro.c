/* Stam's IX macro with S = (N + 2) as a macro of a macro, array(x[S][S]); lin_solve-like Jacobi steps and boundary loop */
#include <stdio.h>
#define NN 10
#define N NN
#define S (N + 2)
#define IX(i, j) ((i) + S * (j))
static double xa[S * S], x0a[S * S];
static void jac(double *x, const double *x0, double a, double c)
{
    int i, j;
#pragma bbmm array(x[S][S], x0[S][S])
    for (j = 1; j <= N; j++)
        for (i = 1; i <= N; i++)
            x[IX(i, j)] = (x0[IX(i, j)] + a * (x0[IX(i - 1, j)] + x0[IX(i + 1, j)] + x0[IX(i, j - 1)] + x0[IX(i, j + 1)])) / c;
}
static void bnd(double *x)
{
    int i;
#pragma bbmm array(x[S][S])
    for (i = 1; i <= N; i++) {
        x[IX(0, i)] = -x[IX(1, i)];
        x[IX(N + 1, i)] = -x[IX(N, i)];
        x[IX(i, 0)] = x[IX(i, 1)];
        x[IX(i, N + 1)] = x[IX(i, N)];
    }
}
int main(void)
{
    int k, t;
    for (k = 0; k < S * S; k++) { xa[k] = (k % 13) * 0.25; x0a[k] = (k % 7) * 0.5; }
    for (t = 0; t < 4; t++) {
        jac(xa, x0a, 0.25, 2.0);
        bnd(xa);
        jac(x0a, xa, 0.5, 3.0);
        bnd(x0a);
    }
    for (k = 0; k < S * S; k++) printf("%a %a\n", xa[k], x0a[k]);
    return 0;
}
