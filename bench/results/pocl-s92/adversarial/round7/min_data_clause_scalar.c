/* '#pragma bbmm data(U, s)' naming a scalar: accepted by bbmm-pp, the generated C does not compile */
#include <stdio.h>
static double U[8];
int main(void)
{
    int t, i;
    double s = 0.0;
    for (i = 0; i < 8; i++) U[i] = i;
#pragma bbmm data(U, s)
    for (t = 0; t < 2; t++) {
#pragma bbmm
        for (i = 0; i < 8; i++)
            U[i] = U[i] + s;
        s = s + 1.0;
    }
    printf("%a %a\n", s, U[7]);
    return 0;
}
