/* periodic 2D upwind advection with wrap written as ?: (i > 0 ? i-1 : n-1), pointer swap between steps */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, const double *restrict q, double *restrict qn, double cx, double cy)
{
    int i, j;
#pragma bbmm array(q[n][n], qn[n][n])
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            qn[i*n + j] = q[i*n + j] - cx * (q[i*n + j] - q[(i > 0 ? i - 1 : n - 1)*n + j])
                          - cy * (q[i*n + j] - q[i*n + (j > 0 ? j - 1 : n - 1)])
                          + 0.01 * q[(i < n - 1 ? i + 1 : 0)*n + (j == n - 1 ? 0 : j + 1)];
}
int main(void)
{
    int n, i, t;
    for (n = 1; n <= 12; n += 3) {
        double *q = malloc(sizeof(double) * n * n), *r = malloc(sizeof(double) * n * n), *s;
        for (i = 0; i < n * n; i++) q[i] = (i % 5 == 0) ? 1.0 : 0.0;
        for (t = 0; t < 5; t++) { step(n, q, r, 0.3, 0.2); s = q; q = r; r = s; }
        printf("n=%d\n", n);
        for (i = 0; i < n * n; i++) printf("%a\n", q[i]);
        free(q); free(r);
    }
    return 0;
}
