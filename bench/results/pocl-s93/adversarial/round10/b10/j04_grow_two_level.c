/* NPB-like: two serial loops (k then i) around an inner region over j, with k1 = k + 1 and i1 = i - 1 scalars; 3-D array recurrence along i */
#include <stdio.h>
#define NK 6
#define NI 12
#define NJ 14
static double u[NK][NI][NJ];

static void sweep(int nk, int ni, int nj)
{
    int k, i, j, k1, i1;
    for (k = 0; k < nk; k++) {
        k1 = k + 1 < nk ? k + 1 : k;
        for (i = 1; i < ni; i++) {
            i1 = i - 1;
#pragma bbmm
            for (j = 0; j < nj; j++)
                u[k][i][j] = u[k][i][j] + 0.5 * u[k][i1][j] - 0.1 * u[k1][i][j];
        }
    }
}

int main(void)
{
    int sz[][3] = {{1, 1, 1}, {2, 2, 3}, {3, 5, 1}, {NK, NI, NJ}};
    for (int s = 0; s < 4; s++) {
        for (int k = 0; k < NK; k++) for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) u[k][i][j] = (k * 3 + i * 5 + j) % 7 * 0.25;
        sweep(sz[s][0], sz[s][1], sz[s][2]);
        for (int k = 0; k < sz[s][0]; k++) for (int i = 0; i < sz[s][1]; i++) printf("%a ", u[k][i][sz[s][2] - 1]);
        printf("\n");
    }
    return 0;
}
