/* enum constants in a ternary value, a scalar assignment, a call argument and inside a called function */
#include <stdio.h>
enum { NX = 10, SCALE = 4, OFF = -2 };
static double A[NX], B[NX];
static double scaled(double x) { return x * SCALE + OFF; }
int main(void)
{
    int i, k;
    for (i = 0; i < NX; i++) A[i] = i * 0.5;
#pragma bbmm
    for (i = 0; i < NX; i++) {
        k = i;
        B[i] = (i > NX / 2 ? A[i] : A[NX - 1 - i]) + scaled(A[k]);
    }
    for (i = 0; i < NX; i++) printf("%a\n", B[i]);
    return 0;
}
