#include <stdio.h>
#include <math.h>

#define N 40
double x[N], z[N];

int main(void)
{
    int n = N;
    for (int i = 0; i < N; i++) { x[i] = (i - 20) * 0.37; z[i] = 0; }
#pragma bbmm
    for (int i = 0; i < n; i++)
        z[i] = exp(-x[i] * x[i]) + pow(fabs(x[i]) + 1.0, 1.5);
    /* print rounded to 1e-9: transcendental functions may differ in last bits (documented) */
    for (int i = 0; i < N; i++) printf("%.9f\n", z[i]);
    return 0;
}
