/* data(A): a view p = A + 1 made inside the scope (after update host(A)); a region then writes A and the host reads p[0] with no update: accepted, stale value (the same read spelt A[1] is refused) */
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
