/* smooth(n, u, u): the same array passed as input and output, making the Jacobi sweep a Gauss-Seidel sweep in C; also distinct arrays */
#include <stdio.h>
#define N 30
static double U[N], V[N];
static void smooth(int n, double *out, const double *in)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3.0;
}
int main(void)
{
    int i, n;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N; i++) { U[i] = (i * 7 % 11) * 1.0; V[i] = 0; }
        smooth(n, V, U);
        smooth(n, U, U);
        smooth(n, U + 1, U);
        smooth(n - 1, U, U + 1);
        for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    }
    return 0;
}
