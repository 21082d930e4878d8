/* tridiagonal operator stored as three diagonal arrays (lower dl[1..n-1], diag d[0..n-1], upper du[0..n-2]) applied repeatedly (power method) with a host normalisation; guards i>0, i<n-1 */
#include <stdio.h>
#include <math.h>
#define N 64
static double dl[N], dd[N], du[N], x[N], y[N];

static void apply(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = dd[i] * x[i] + (i > 0 ? dl[i] * x[i - 1] : 0.0) + (i < n - 1 ? du[i] * x[i + 1] : 0.0);
}

int main(void)
{
    int ns[] = {1, 2, 3, 31, 64};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) { dl[i] = -1.0 + 0.01 * i; dd[i] = 2.0 + (i % 3) * 0.1; du[i] = -1.0 - 0.01 * i; x[i] = 1.0; }
        double lam = 0;
        for (int it = 0; it < 10; it++) {
            apply(n);
            double nr = 0;
            for (int i = 0; i < n; i++) nr += y[i] * y[i];
            nr = sqrt(nr);
            for (int i = 0; i < n; i++) x[i] = y[i] / nr;
            lam = nr;
        }
        printf("n=%d lam=%a x0=%a\n", n, lam, x[0]);
    }
    return 0;
}
