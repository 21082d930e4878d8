/* one array passed for a pointer the region reads (x: 4 elements) and one it writes (y: 8 elements, y[2 * i + 1] from x[i]) inside #pragma bbmm data(A), after a region wrote A on the devices: C allows it; the region runs on the host as written */
// expect-output: bbmm_data_begin\(bbmm_pp_context_later\(\), 1,
#include <stdio.h>
#define N 16
static double A[N];
static void scale(int n, double *p, double c)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        p[i] = p[i] * 0.5 + c;
}
static void spread(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[2 * i + 1] = x[i] * 0.75 + y[2 * i + 1];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++)
        A[i] = (double)(i % 7) / 8.0 + 1.0;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
        scale(8, A, (double)(t + 1));
        spread(4, A, A);
        scale(4, A, 0.5);
    }
    for (i = 0; i < N; i++)
        printf("%a\n", A[i]);
    return 0;
}
