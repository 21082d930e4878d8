/* particle-to-grid deposit written as a gather (each cell scans all particles), cloud-in-cell weights with floor, then field solve on the grid and gather back to particles; host push loop */
#include <stdio.h>
#include <math.h>
#define NP 40
#define NG 16
static double px[NP], pv[NP], pq[NP], pe[NP];
static double rho[NG], phi[NG], E[NG];

static void deposit(int np, int ng, double dx)
{
    int c, p;
#pragma bbmm
    {
        for (c = 0; c < ng; c++) {
            double s = 0.0;
            for (p = 0; p < np; p++) {
                double xc = px[p] / dx;
                int cell = (int)floor(xc);
                double f = xc - cell;
                if (cell == c) s += pq[p] * (1.0 - f);
                if (cell + 1 == c || (cell == ng - 1 && c == 0)) s += pq[p] * f;
            }
            rho[c] = s / dx;
        }
        for (c = 0; c < ng; c++)
            E[c] = 0.5 * (rho[c == ng - 1 ? 0 : c + 1] - rho[c == 0 ? ng - 1 : c - 1]);
        for (p = 0; p < np; p++) {
            double xc = px[p] / dx;
            int cell = (int)floor(xc);
            double f = xc - cell, e = 0.0;
            for (c = 0; c < ng; c++) {
                if (c == cell) e += E[c] * (1.0 - f);
                if (c == (cell + 1) % ng) e += E[c] * f;
            }
            pe[p] = e;
        }
    }
}

int main(void)
{
    int nps[] = {0, 1, 3, 40}, ngs[] = {1, 2, 5, 16};
    for (int c = 0; c < 4; c++) {
        int np = nps[c], ng = ngs[c];
        double L = 1.0, dx = L / ng;
        for (int p = 0; p < NP; p++) { px[p] = fmod(0.37 * p + 0.05, L); pv[p] = 0.01 * ((p % 5) - 2); pq[p] = (p % 2) ? 1.0 : -0.5; }
        for (int t = 0; t < 4; t++) {
            deposit(np, ng, dx);
            for (int p = 0; p < np; p++) {
                pv[p] += 0.01 * pe[p];
                px[p] = fmod(px[p] + pv[p] + L, L);
                if (px[p] >= L) px[p] = 0.0;
            }
            double tot = 0;
            for (int k = 0; k < ng; k++) tot += rho[k] * dx;
            printf("np=%d ng=%d t=%d q=%a\n", np, ng, t, tot);
        }
        for (int p = 0; p < np; p++) printf("%a %a\n", px[p], pe[p]);
        for (int k = 0; k < ng; k++) printf("%a ", E[k]);
        printf("\n");
    }
    return 0;
}
