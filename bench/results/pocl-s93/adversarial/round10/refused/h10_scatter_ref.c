/* particle scatter deposit rho[cell[p]] += q[p] as usually written (data subscript), expected to be refused with a position */
#include <stdio.h>
#define NP 30
#define NG 8
static int cell[NP];
static double q[NP], rho[NG];

static void deposit(int np)
{
    int p;
#pragma bbmm
    for (p = 0; p < np; p++)
        rho[cell[p]] += q[p];
}

int main(void)
{
    for (int p = 0; p < NP; p++) { cell[p] = (p * 5) % NG; q[p] = 0.5 + p % 3; }
    deposit(NP);
    for (int g = 0; g < NG; g++) printf("%a\n", rho[g]);
    return 0;
}
