/* #pragma bbmm data (no list) around a loop: the host resets and reads a scalar that the region accumulates */
#include <stdio.h>
static double U[8];
int main(void)
{
    int t, i;
    double res = 0.0;
    for (i = 0; i < 8; i++) U[i] = i;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        res = 0.0;
#pragma scop
        for (i = 0; i < 8; i++)
            U[i] = U[i] + 1.0;
        for (i = 0; i < 8; i++)
            res = res + U[i];
#pragma endscop
        printf("t=%d res=%a\n", t, res);
    }
    printf("after res=%a\n", res);
    return 0;
}
