/* durbin: alpha and beta carry values from one k to the next and into the parallel loops: one element of device memory each */
// expect-output: BBMM_ARRAY_PARAM\(double, alpha, 1\)
// expect-output: bbmm_array_register\(bbmm_ctx, \(void \*\)&\(alpha\)
#include <stdio.h>
#define N 24
double r[N], y[N], z[N];
static void durbin(int n)
{
    double alpha, beta, sum;
    int i, k;
#pragma scop
    y[0] = -r[0];
    beta = 1.0;
    alpha = -r[0];
    for (k = 1; k < n; k++) {
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
#pragma endscop
    printf("%a %a %a\n", alpha, beta, sum);
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        r[i] = (N + 1 - i) / (N * 200.0);
    durbin(N);
    for (i = 0; i < N; i++)
        printf("%a\n", y[i]);
    return 0;
}
