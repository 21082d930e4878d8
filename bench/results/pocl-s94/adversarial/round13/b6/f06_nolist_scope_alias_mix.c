/* list-less #pragma bbmm data around a time loop mixing aliasing and non-aliasing axpy calls and a host read with update host */
#include <stdio.h>
#define N 30
static double x[N], y[N];
static void axpy(int n, double a, const double *u, double *v)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        v[i] += a * u[i];
}
int main(void)
{
    int i, t;
    double s = 0;
    for (i = 0; i < N; i++) { x[i] = 1.0 / (i + 1); y[i] = i; }
#pragma bbmm data
    for (t = 0; t < 4; t++) {
        axpy(N, 0.5, x, y);
        axpy(N - 1, -0.25, y, y + 1);
        axpy(N - 1, 0.125, y + 1, y);
        axpy(N - t, 1.0, y, x);
#pragma bbmm update host(y)
        s += y[t];
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a %a\n", x[i], y[i]);
    return 0;
}
