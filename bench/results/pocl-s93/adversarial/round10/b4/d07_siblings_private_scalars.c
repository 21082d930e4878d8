/* sibling nests each using a private temporary scalar declared outside (tmp, s), one with an inner reduction loop, the other elementwise; fluxes and limiter */
#include <stdio.h>
#include <math.h>
#define N 40
static double q[N], fl[N + 1], slope[N], sm[N];

static void flux(int n, double a)
{
    int i, k;
    double tmp, s;
#pragma bbmm
    {
        for (i = 1; i < n - 1; i++) {
            double dl = q[i] - q[i - 1], dr = q[i + 1] - q[i];
            tmp = dl * dr;
            slope[i] = tmp > 0.0 ? (fabs(dl) < fabs(dr) ? dl : dr) : 0.0;
        }
        for (i = 0; i < n; i++) {
            s = 0.0;
            for (k = (i - 2 < 0 ? 0 : i - 2); k <= (i + 2 > n - 1 ? n - 1 : i + 2); k++)
                s += q[k];
            sm[i] = s / 5.0;
        }
    }
#pragma bbmm
    {
        for (i = 1; i < n; i++)
            fl[i] = a * (q[i - 1] + 0.5 * slope[i - 1]);
        for (i = 1; i < n - 1; i++)
            q[i] = q[i] - (fl[i + 1] - fl[i]) + 0.01 * sm[i];
    }
}

int main(void)
{
    int ns[] = {1, 2, 3, 4, 11, 40};
    for (int s = 0; s < 6; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) { q[i] = i > n / 3 && i < 2 * n / 3 ? 1.0 : 0.0; slope[i] = 0.0; sm[i] = 0.0; }
        for (int i = 0; i <= N; i++) fl[i] = 0.0;
        for (int t = 0; t < 5; t++) flux(n, 0.4);
        for (int i = 0; i < n; i++) printf("%a %a\n", q[i], sm[i]);
    }
    return 0;
}
