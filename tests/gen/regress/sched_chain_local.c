/* durbin written with the scalars of each step declared in the step (as C99
 * code keeps them): "sum" and "alpha" are computed by the first work-item
 * and read by the parallel loops after it, so the chain keeps them in the
 * work-group's local memory ("local double"); "t", declared in the
 * parallel loop, is each item's own; "g", declared without initializer,
 * is set by the first item and read by all.
 * Before chains such a region ran as written on the host (its scalars
 * passed between launches).  Run with the largest work-group and with 4
 * items (BBMM_TUNE workgroup=4 in tests/CMakeLists). */
// expect-explain: chain: k serial, run inside one work-group
// expect-output: local double alpha;
// expect-output: local double g;
// expect-no-output: local double t;
#include <stdio.h>
#define N 83
double r[N], y[N], z[N];
int main(void)
{
    double beta;
    int i, k;
    for (i = 0; i < N; i++)
        r[i] = (double)(N + 3 - i) / (double)(5 * N);
#pragma bbmm
    {
        y[0] = -r[0];
        beta = 1.0;
        for (k = 1; k < N; k++) {
            double sum = 0.0, g;
            beta = (1 - y[k - 1] * y[k - 1]) * beta;
            for (i = 0; i < k; i++)
                sum += r[k - i - 1] * y[i];
            double alpha = -(r[k] + sum) / beta;
            g = alpha * 0.5;
            for (i = 0; i < k; i++) {
                double t = y[k - i - 1] * alpha;
                z[i] = y[i] + t + g * 0.0;
            }
            for (i = 0; i < k; i++)
                y[i] = z[i];
            y[k] = alpha;
        }
    }
    for (i = 0; i < N; i++)
        printf("%a\n", y[i]);
    printf("%a\n", beta);
    return 0;
}
