/* a region only reading two pointers into one array (A and A + 1) inside #pragma bbmm data(A): stops with "host arrays overlap" */
#include <stdio.h>
static double A[8], R[8];
static void prod(int n, const double *x, const double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        R[i] = x[i] * y[i];
}
int main(void)
{
    int i;
    for (i = 0; i < 8; i++) A[i] = i + 1;
#pragma bbmm data(A)
    prod(7, A, A + 1);
    for (i = 0; i < 8; i++) printf("%a\n", R[i]);
    return 0;
}
