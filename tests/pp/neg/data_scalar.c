// expect: 14:26: error: 's' is a scalar: data scopes and updates name arrays (a region reads the scalars it uses in and writes them back itself, in a data scope too)
#include <stdio.h>
static double U[8];
int main(void)
{
    int t, i;
    double s = 0.0;
#pragma bbmm data(U)
    for (t = 0; t < 2; t++) {
#pragma bbmm
        for (i = 0; i < 8; i++)
            U[i] = U[i] + 1.0;
        s = s + t;
#pragma bbmm update host(s)
        printf("%a\n", s);
    }
    return 0;
}
