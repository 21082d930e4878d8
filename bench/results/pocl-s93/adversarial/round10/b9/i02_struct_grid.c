/* grid struct with fixed-size member arrays and size members, passed by pointer; region on g->T and g->k with harmonic-mean conductivities; host sets boundary through the struct */
#include <stdio.h>
#define NX 30
#define NY 20
struct grid { int nx, ny; double dt; double T[NX][NY], Tn[NX][NY], k[NX][NY]; };
static struct grid G;

static void conduct(struct grid *g)
{
    int i, j;
#pragma bbmm
    {
        for (i = 1; i < g->nx - 1; i++)
            for (j = 1; j < g->ny - 1; j++) {
                double ke = 2.0 * g->k[i][j] * g->k[i + 1][j] / (g->k[i][j] + g->k[i + 1][j]);
                double kw = 2.0 * g->k[i][j] * g->k[i - 1][j] / (g->k[i][j] + g->k[i - 1][j]);
                double kn = 2.0 * g->k[i][j] * g->k[i][j + 1] / (g->k[i][j] + g->k[i][j + 1]);
                double ks = 2.0 * g->k[i][j] * g->k[i][j - 1] / (g->k[i][j] + g->k[i][j - 1]);
                g->Tn[i][j] = g->T[i][j] + g->dt * (ke * (g->T[i + 1][j] - g->T[i][j]) - kw * (g->T[i][j] - g->T[i - 1][j])
                                                 + kn * (g->T[i][j + 1] - g->T[i][j]) - ks * (g->T[i][j] - g->T[i][j - 1]));
            }
        for (i = 1; i < g->nx - 1; i++)
            for (j = 1; j < g->ny - 1; j++)
                g->T[i][j] = g->Tn[i][j];
    }
}

int main(void)
{
    int sz[][2] = {{2, 2}, {3, 3}, {4, 9}, {NX, NY}};
    for (int s = 0; s < 4; s++) {
        G.nx = sz[s][0]; G.ny = sz[s][1]; G.dt = 0.1;
        for (int i = 0; i < NX; i++) for (int j = 0; j < NY; j++) { G.T[i][j] = 0.0; G.Tn[i][j] = 0.0; G.k[i][j] = 1.0 + ((i / 3 + j / 4) % 2) * 4.0; }
        for (int t = 0; t < 6; t++) {
            for (int j = 0; j < G.ny; j++) G.T[0][j] = 1.0;
            conduct(&G);
        }
        for (int i = 0; i < G.nx; i++) printf("%a %a\n", G.T[i][G.ny / 2], G.Tn[i][1 < G.ny ? 1 : 0]);
        printf("--\n");
    }
    return 0;
}
