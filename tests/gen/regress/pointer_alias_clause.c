/* two pointer parameters with an array() clause into one array, the region writing one: it runs on the host as written where they overlap */
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
