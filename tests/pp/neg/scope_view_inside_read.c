// expect: 19:24: error: host access to 'A' (through 'p', which points into it) inside a bbmm data scope: the devices may hold newer values; add '#pragma bbmm update host(A)' before it
/* a pointer made inside the scope (p = A + 1) read after a region wrote A, without update host(A) */
#include <stdio.h>
static double A[4];
static void step(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 4; i++)
        A[i] = 1.0;
}
int main(void)
{
#pragma bbmm data(A)
    {
#pragma bbmm update host(A)
        double *p = A + 1;
        step();
        printf("%a\n", p[0]);
    }
    return 0;
}
