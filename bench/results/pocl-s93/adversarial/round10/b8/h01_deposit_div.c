/* particle deposit with 4 particles per cell, linear weights to cell p/4 and p/4+1 (collisions on the same element across p), then field from density */
#include <stdio.h>
#define PPC 4
#define NC 40
static double w[NC * PPC], fr[NC * PPC], rho[NC + 1], E[NC];

static void deposit(int np, int nc)
{
    int p, c;
#pragma bbmm
    {
        for (c = 0; c <= nc; c++) rho[c] = 0.0;
        for (p = 0; p < np; p++) {
            rho[p / PPC] += w[p] * (1.0 - fr[p]);
            rho[p / PPC + 1] += w[p] * fr[p];
        }
        for (c = 0; c < nc; c++) E[c] = rho[c + 1] - rho[c];
    }
}

int main(void)
{
    int ncs[] = {1, 2, 5, 40};
    for (int s = 0; s < 4; s++) {
        int nc = ncs[s], np = nc * PPC;
        for (int p = 0; p < NC * PPC; p++) { w[p] = 1.0 + (p % 3) * 0.5; fr[p] = ((p * 7) % PPC + 0.5) / PPC; }
        deposit(np, nc);
        for (int c = 0; c <= nc; c++) printf("%a ", rho[c]);
        printf("\n");
        for (int c = 0; c < nc; c++) printf("%a ", E[c]);
        printf("\n");
    }
    return 0;
}
