/* local scalars: parallel stencil then serial sum and count in the same region each step; host prints them, returns early from a function */
#include <stdio.h>
#define N 30
static int solve(int n, double *u, double *v)
{
    int i, t, neg;
    double sum;
    for (t = 0; t < 20; t++) {
        sum = 0.0;
        neg = 0;
#pragma bbmm
        {
            for (i = 0; i < n; i++)
                v[i] = u[i] - 0.4 * (i > 0 ? u[i - 1] : 0.0) - 0.4 * (i < n - 1 ? u[i + 1] : 0.0);
            for (i = 0; i < n; i++) {
                sum += v[i];
                if (v[i] < 0.0) neg += 1;
                u[i] = v[i];
            }
        }
        printf("t=%d sum=%a neg=%d\n", t, sum, neg);
        if (neg > n / 2) return t;
    }
    return -1;
}
int main(void)
{
    double u[N], v[N];
    int n, i, r;
    for (n = 0; n <= N; n += 10) {
        for (i = 0; i < N; i++) { u[i] = (double)((i * 11) % 7) + 0.5; v[i] = 0.0; }
        r = solve(n, u, v);
        printf("n=%d r=%d\n", n, r);
        for (i = 0; i < n; i++) printf("%a\n", u[i]);
    }
    return 0;
}
