/* fixed-size local array declared in the time loop body, interleaved with a block-local pointer alias to it used by the host */
#include <stdio.h>
#define N 24
int main(void)
{
    double u[N];
    int n, i, t;
    for (n = 1; n <= N; n += 7) {
        for (i = 0; i < N; i++) u[i] = (double)(i % 4) - 1.0;
        for (t = 0; t < 4; t++) {
            double w[N];
            double *p = w;
#pragma bbmm
            for (i = 0; i < n; i++)
                w[i] = u[i] * u[i] - 0.5;
            p[0] = p[0] + (double)t;
#pragma bbmm
            for (i = 0; i < n; i++)
                u[i] = w[i] + (i > 0 ? w[i - 1] : 0.0) * 0.5;
        }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a\n", u[i]);
    }
    return 0;
}
