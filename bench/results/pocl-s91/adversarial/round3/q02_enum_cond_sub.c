/* enum constants in an if condition, a subscript and a ternary arm */
#include <stdio.h>
enum { NX = 16, HALO = 2, LEFT = 0, RIGHT = 1 };
static double A[NX], B[2][NX];
int main(void)
{
    int i;
    for (i = 0; i < NX; i++) A[i] = i * 1.5;
#pragma bbmm
    for (i = HALO; i < NX - HALO; i++) {
        if (i < NX / 2)
            B[LEFT][i] = A[i - HALO];
        else
            B[RIGHT][i] = A[i + HALO];
    }
    for (i = 0; i < NX; i++) printf("%a %a\n", B[0][i], B[1][i]);
    return 0;
}
