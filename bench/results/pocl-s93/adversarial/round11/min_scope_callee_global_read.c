/* explicit data(U) scope: a helper of the same file called inside it reads U by name on the host (no update): tool accepts, result stale */
#include <stdio.h>
static double U[8];
static double norm0(void) { return U[0]; }
static void step(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 8; i++)
        U[i] = U[i] + i + 1;
}
int main(void)
{
    int t;
    double acc = 0.0;
#pragma bbmm data(U)
    for (t = 0; t < 3; t++) {
        step();
        acc += norm0();
    }
    printf("%a %a\n", acc, U[0]);
    return 0;
}
