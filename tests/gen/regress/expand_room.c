/* a temporary expanded over a long time loop: 3000 copies of tmp (24 MB) take more than the region's other arrays plus 16 MiB, so the region runs on the host as written (once with a message), with the same results */
// expect-output: bbmm_x_tmp
// expect-output: runs on the host as written
#include <stdio.h>
#define T 3000
#define N 1000
static double A[N], B[T], tmp[N];
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++)
        A[i] = (double)(i % 17) / 16.0;
#pragma bbmm
    for (t = 0; t < T; t++) {
        for (i = 0; i < N; i++)
            tmp[i] = A[i] * (double)t;
        B[t] = 0.0;
        for (i = 1; i < N - 1; i++)
            B[t] += tmp[i - 1] - 0.5 * tmp[i + 1];
    }
    for (t = 0; t < T; t++)
        printf("%a\n", B[t]);
    for (i = 0; i < N; i++)
        printf("%a\n", tmp[i]);
    return 0;
}
