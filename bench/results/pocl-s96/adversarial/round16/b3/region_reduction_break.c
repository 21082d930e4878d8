/* max-norm reduction computed inside the region; the time loop breaks on it */
#include <stdio.h>
#include <math.h>
#define N 30
static double x[N], y[N];
int main(void)
{
    int n, i, it;
    double err;
    for (n = 0; n <= N; n += 10) {
        for (i = 0; i < N; i++) { x[i] = (i == 0 || i == n - 1) ? 1.0 : 0.0; y[i] = x[i]; }
        for (it = 0; it < 200; it++) {
            err = 0.0;
#pragma bbmm
            for (i = 1; i < n - 1; i++)
                y[i] = 0.5 * (x[i - 1] + x[i + 1]);
#pragma bbmm
            for (i = 1; i < n - 1; i++) {
                err = fmax(err, fabs(y[i] - x[i]));
                x[i] = y[i];
            }
            if (err < 1e-3) break;
        }
        printf("n=%d it=%d err=%a\n", n, it, err);
        for (i = 0; i < n; i++) printf("%a\n", x[i]);
    }
    return 0;
}
