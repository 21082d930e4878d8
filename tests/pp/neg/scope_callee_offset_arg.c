// expect: 5:31: error: host access to 'U' (through 'x', which points into it) (in 'bump', called inside the scope at line 19) inside a bbmm data scope: the devices may hold newer values; add '#pragma bbmm update host(U)' before it
/* a pointer into a kept array (U + 3) passed to a function that writes through it on the host */
#include <stdio.h>
static double U[16];
static void bump(double *x) { x[0] += 1.0; }
static void step(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 16; i++)
        U[i] = U[i] * 0.5 + i;
}
int main(void)
{
    int t;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        step();
        bump(U + 3);
    }
    printf("%a\n", U[3]);
    return 0;
}
