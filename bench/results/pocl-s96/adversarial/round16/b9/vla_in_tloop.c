/* a VLA work array declared inside the time loop body with a size that changes each step, used by two regions */
#include <stdio.h>
#define N 40
static double u[N];
int main(void)
{
    int n, i, t;
    for (n = 3; n <= N; n += 12) {
        for (i = 0; i < N; i++) u[i] = (double)((i * 7) % 10);
        for (t = 0; t < 5; t++) {
            int m = n - t;
            double w[m > 0 ? m : 1];
#pragma bbmm
            for (i = 0; i < m; i++)
                w[i] = u[i] + (i + 1 < m ? u[i + 1] : 0.0);
#pragma bbmm
            for (i = 0; i < m; i++)
                u[i] = 0.5 * w[i] - (i > 0 ? 0.25 * w[i - 1] : 0.0);
        }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a\n", u[i]);
    }
    return 0;
}
