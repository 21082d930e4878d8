/* '#pragma bbmm update host(s)' naming a scalar: accepted by bbmm-pp, the generated C does not compile */
#include <stdio.h>
static double U[8];
int main(void)
{
    int t, i;
    double s = 0.0;
    for (i = 0; i < 8; i++) U[i] = i;
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
