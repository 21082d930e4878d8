/* static local work array in a step function used by two regions and read by the host afterwards through a getter */
#include <stdio.h>
#define N 32
static double *last_work;
static void step(int n, double *u)
{
    static double work[N];
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        work[i] = u[i] * u[i] - (i > 0 ? u[i - 1] : 0.0);
#pragma bbmm
    for (i = 1; i < n; i++)
        u[i] = 0.5 * (work[i] + work[i - 1]);
    last_work = work;
}
int main(void)
{
    double u[N];
    int n, i, t;
    for (n = 0; n <= N; n += 8) {
        for (i = 0; i < n; i++) u[i] = (double)(i % 5) * 0.25;
        for (t = 0; t < 4; t++) {
            step(n, u);
            if (n > 2) printf("t=%d w2=%a\n", t, last_work[2]);
        }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a\n", u[i]);
    }
    return 0;
}
