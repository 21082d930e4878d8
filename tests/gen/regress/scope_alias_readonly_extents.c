/* F1 of bbmm-gen round 100, smallest: one array passed for two pointers the region only reads, of different extents (x: 4 elements, y: 7), inside #pragma bbmm data(A): two registrations of one memory, one of them kept (it stopped with "host arrays x and y overlap in memory") */
// expect-output: bbmm_data_begin\(bbmm_pp_context_later\(\), 1,
#include <stdio.h>
static double A[8], R[8];
static void prod(int n, const double *x, const double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        R[i] = x[i] * y[2 * i];
}
int main(void)
{
    int i;
    for (i = 0; i < 8; i++)
        A[i] = i + 1;
#pragma bbmm data(A)
    prod(4, A, A);
    for (i = 0; i < 8; i++)
        printf("%a\n", R[i]);
    return 0;
}
