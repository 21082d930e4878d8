/* nolist scope: host writes through w = A + 1 (made after update host(A)) with no update device; the next region reads A: accepted, the write is lost (spelt A[1] = ... it is refused) */
#include <stdio.h>
static double A[4];
static void step(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 4; i++)
        A[i] = A[i] + 1.0;
}
int main(void)
{
    int t, i;
#pragma bbmm data
    for (t = 0; t < 2; t++) {
        step();
#pragma bbmm update host(A)
        double *w = A + 1;
        if (t == 0)
            w[0] = 100.0;
    }
    for (i = 0; i < 4; i++) printf("%a\n", A[i]);
    return 0;
}
