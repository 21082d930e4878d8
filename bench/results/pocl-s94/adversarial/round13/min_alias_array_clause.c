/* two pointer parameters into one array, the region writes one: with an array() clause the run stops with "host arrays overlap" instead of running on the host as written */
#include <stdio.h>
static double A[8];
static void shift(int n, double *y, const double *x)
{
    int i;
#pragma bbmm array(y[n], x[n])
    for (i = 0; i < n; i++)
        y[i] = x[i] + 1.0;
}
int main(void)
{
    int i;
    for (i = 0; i < 8; i++) A[i] = i;
    shift(4, A + 1, A);
    for (i = 0; i < 8; i++) printf("%a\n", A[i]);
    return 0;
}
