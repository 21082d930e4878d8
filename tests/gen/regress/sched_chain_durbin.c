/* PolyBench's durbin (Levinson-Durbin recursion): no loop but the serial k
 * loop around two short parallel loops over i, and statements and a sum
 * between them.  It runs as one chain (pp_nest.chain): one launch, the
 * scalars and the sum by the first work-item, the loops over i dealt out
 * over the work-group, a barrier after each part; before, one launch per
 * part and step (four per k).  Run with the largest work-group and with
 * 4 items (BBMM_TUNE workgroup=4 in tests/CMakeLists). */
// expect-explain: chain: k serial, run inside one work-group
// expect-output: if \(get_local_id\(0\) == 0\)
#include <stdio.h>
#define N 97
double r[N], y[N], z[N];
int main(void)
{
    double alpha, beta, sum;
    int i, k;
    for (i = 0; i < N; i++)
        r[i] = (double)(N + 1 - i) / (double)(4 * N);
#pragma bbmm
    {
        y[0] = -r[0];
        beta = 1.0;
        alpha = -r[0];
        for (k = 1; k < N; k++) {
            beta = (1 - alpha * alpha) * beta;
            sum = 0.0;
            for (i = 0; i < k; i++)
                sum += r[k - i - 1] * y[i];
            alpha = -(r[k] + sum) / beta;
            for (i = 0; i < k; i++)
                z[i] = y[i] + alpha * y[k - i - 1];
            for (i = 0; i < k; i++)
                y[i] = z[i];
            y[k] = alpha;
        }
    }
    for (i = 0; i < N; i++)
        printf("%a\n", y[i]);
    printf("%a %a\n", alpha, beta);
    return 0;
}
