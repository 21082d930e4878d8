// expect: 18:1: error: update host(A): 'A' is a pointer, and a region of the scope takes a part of it from an offset on (line 17): an update of a pointer reaches only the array holding its first byte, not that part; pass 'A' itself to the region's function (the offset inside it), or declare it as an array
/* update host(A) with A a malloc'ed pointer while a region of the scope works on A + n */
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
