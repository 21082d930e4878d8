/* 2-D shallow-water-like system with fields in one array q[NF][NX][NY] indexed by enum constants, and a 'for (f = 0; f < NF; f++)' loop over fields inside the stencil */
#include <stdio.h>
enum field { H_, HU, HV, NF };
#define NX 24
#define NY 20
static double q[NF][NX][NY], qn[NF][NX][NY];
static const double wgt[NF] = {1.0, 0.5, 0.25};

static void step(int nx, int ny, double a)
{
    int f, i, j;
#pragma bbmm
    {
        for (f = 0; f < NF; f++)
            for (i = 1; i < nx - 1; i++)
                for (j = 1; j < ny - 1; j++)
                    qn[f][i][j] = q[f][i][j] + a * wgt[f] * (q[f][i + 1][j] + q[f][i - 1][j] + q[f][i][j + 1] + q[f][i][j - 1] - 4.0 * q[f][i][j])
                                  - (f == HU ? a * (q[H_][i + 1][j] - q[H_][i - 1][j]) : 0.0)
                                  - (f == HV ? a * (q[H_][i][j + 1] - q[H_][i][j - 1]) : 0.0);
        for (f = 0; f < NF; f++)
            for (i = 1; i < nx - 1; i++)
                for (j = 1; j < ny - 1; j++)
                    q[f][i][j] = qn[f][i][j];
    }
}

int main(void)
{
    int sz[][2] = {{2, 2}, {3, 3}, {5, 4}, {NX, NY}};
    for (int s = 0; s < 4; s++) {
        for (int f = 0; f < NF; f++) for (int i = 0; i < NX; i++) for (int j = 0; j < NY; j++) { q[f][i][j] = f == H_ ? 1.0 + ((i - NX / 2) * (i - NX / 2) + (j - NY / 2) * (j - NY / 2) < 9 ? 0.5 : 0.0) : 0.0; qn[f][i][j] = 0; }
        for (int t = 0; t < 5; t++) step(sz[s][0], sz[s][1], 0.1);
        for (int i = 0; i < sz[s][0]; i++) printf("%a %a %a\n", q[H_][i][sz[s][1] / 2], q[HU][i][1], q[HV][i][i % sz[s][1]]);
        printf("--\n");
    }
    return 0;
}
