/* explicit data scope: a helper of the same file writes the kept global U by name on the host (no update device): tool accepts, write lost */
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
