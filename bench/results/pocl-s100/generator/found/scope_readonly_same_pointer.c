/* Smallest form of the finding (see scope_alias_readonly.c for the
 * generator's): one array passed for two pointer parameters that the
 * region only reads, with different extents (x: 4 elements, y: 7, from
 * their subscripts), inside a data scope that keeps the array.  The bbmm
 * build stops before the region with "bbmm: arrays: host arrays overlap:
 * host arrays x and y overlap in memory; distinct array names must not
 * alias" (exit status 1); plain C prints 8 lines.  Without the data
 * pragma the bbmm build matches; with equal extents (R[i] = x[i] * y[i],
 * prod(7, A, A)) it matches; with A + 1 for y it runs on the host as
 * written (tests/gen/regress/pointer_alias_readonly_scope.c). */
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
