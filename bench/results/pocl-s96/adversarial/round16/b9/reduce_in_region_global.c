/* one region = parallel update + serial max-norm reduction into a global scalar; a host helper reads the global to stop the time loop */
#include <stdio.h>
#include <math.h>
#define N 40
static double x[N], y[N], resid;
static int converged(double tol) { return resid < tol; }
int main(void)
{
    int n, i, it;
    for (n = 2; n <= N; n += 19) {
        for (i = 0; i < N; i++) { x[i] = (i == 0) ? 1.0 : 0.0; y[i] = x[i]; }
        for (it = 0; it < 500; it++) {
            resid = 0.0;
#pragma bbmm
            {
                for (i = 1; i < n - 1; i++)
                    y[i] = 0.5 * (x[i - 1] + x[i + 1]);
                for (i = 1; i < n - 1; i++) {
                    resid = fmax(resid, fabs(y[i] - x[i]));
                    x[i] = y[i];
                }
            }
            if (it % 50 == 0) printf("it=%d resid=%a\n", it, resid);
            if (converged(1e-4)) break;
        }
        printf("n=%d it=%d resid=%a\n", n, it, resid);
        for (i = 0; i < n; i++) printf("%a\n", x[i]);
    }
    return 0;
}
