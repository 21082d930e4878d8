/* explicit data scope: host reads the kept G through a file-scope pointer initialised to it; auto scope catches it, explicit does not */
#include <stdio.h>
#define N 4
static double G[N];
static double *gp = G;
int main(void)
{
    int i, t;
    double acc = 0.0;
    for (i = 0; i < N; i++) G[i] = i;
#pragma bbmm data(G)
    for (t = 0; t < 2; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            G[i] = G[i] + 1.0;
        acc += gp[0];
    }
    printf("%a\n", acc);
    return 0;
}
