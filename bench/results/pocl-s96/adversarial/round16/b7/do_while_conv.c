/* do { two regions } while (err > tol) with the error computed on the host, iteration cap */
#include <stdio.h>
#include <math.h>
#define N 26
static double x[N], xn[N], b[N];
int main(void)
{
    int n, i, it;
    for (n = 2; n <= N; n += 8) {
        double err;
        for (i = 0; i < n; i++) { x[i] = 0.0; b[i] = (double)(i % 4) - 1.5; }
        it = 0;
        do {
#pragma bbmm
            for (i = 0; i < n; i++)
                xn[i] = (b[i] + (i > 0 ? x[i - 1] : 0.0) + (i < n - 1 ? x[i + 1] : 0.0)) / 3.0;
            err = 0.0;
            for (i = 0; i < n; i++) err += fabs(xn[i] - x[i]);
#pragma bbmm
            for (i = 0; i < n; i++)
                x[i] = xn[i];
            it++;
        } while (err > 1e-8 && it < 200);
        printf("n=%d it=%d err=%a\n", n, it, err);
        for (i = 0; i < n; i++) printf("%a\n", x[i]);
    }
    return 0;
}
