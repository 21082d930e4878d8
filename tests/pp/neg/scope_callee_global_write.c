// expect: 5:31: error: host access to 'U' (in 'boundary', called inside the scope at line 11) inside a bbmm data scope: the devices may hold newer values; add '#pragma bbmm update host(U)' before it
/* a function called inside data(U) writes U by name on the host between regions that read and write it */
#include <stdio.h>
static double U[8];
static void boundary(int t) { U[0] = t + 1.0; }
int main(void)
{
    int i, t;
#pragma bbmm data(U)
    for (t = 0; t < 3; t++) {
        boundary(t);
#pragma bbmm
        for (i = 1; i < 8; i++)
            U[i] = U[i] + U[0];
    }
    printf("%a %a\n", U[0], U[7]);
    return 0;
}
