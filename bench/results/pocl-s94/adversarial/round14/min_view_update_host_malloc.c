/* nolist data scope: a region runs on the view A + 4 of a malloc'd array; '#pragma bbmm update host(A)' does not bring the view's device values back */
#include <stdio.h>
#include <stdlib.h>
static void step(int m, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] = 1.0;
}
int main(void)
{
    double *A = calloc(8, sizeof(double));
#pragma bbmm data
    {
        step(4, A + 4);
#pragma bbmm update host(A)
        printf("%a\n", A[5]);
    }
    free(A);
    return 0;
}
