/* whole CG iteration loop inside one region: dot products into scalars, alpha/beta scalars passed between launches, 1-D Laplacian matvec; host reads rr after */
#include <stdio.h>
#define N 50
static double x[N], r[N], p[N], q[N], b[N];
static double rr, pq, alpha, beta, rrnew;

static void cg(int n, int iters)
{
    int it, i;
#pragma bbmm
    {
        for (i = 0; i < n; i++) { x[i] = 0.0; r[i] = b[i]; p[i] = b[i]; }
        rr = 0.0;
        for (i = 0; i < n; i++) rr += r[i] * r[i];
        for (it = 0; it < iters; it++) {
            for (i = 0; i < n; i++)
                q[i] = 2.5 * p[i] - (i > 0 ? p[i - 1] : 0.0) - (i < n - 1 ? p[i + 1] : 0.0);
            pq = 0.0;
            for (i = 0; i < n; i++) pq += p[i] * q[i];
            alpha = rr / pq;
            for (i = 0; i < n; i++) { x[i] += alpha * p[i]; r[i] -= alpha * q[i]; }
            rrnew = 0.0;
            for (i = 0; i < n; i++) rrnew += r[i] * r[i];
            beta = rrnew / rr;
            rr = rrnew;
            for (i = 0; i < n; i++) p[i] = r[i] + beta * p[i];
        }
    }
}

int main(void)
{
    int ns[] = {1, 2, 3, 10, 50};
    for (int c = 0; c < 5; c++) {
        int n = ns[c];
        for (int i = 0; i < N; i++) b[i] = 1.0 + (i % 3);
        cg(n, n < 6 ? n : 6);
        printf("n=%d rr=%a alpha=%a beta=%a\n", n, rr, alpha, beta);
        for (int i = 0; i < n; i++) printf("%a ", x[i]);
        printf("\n");
    }
    return 0;
}
