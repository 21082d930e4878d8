/* explicit data scope on a while loop whose condition reads the kept array: generated program never terminates (host copy stale) */
#include <stdio.h>
#define N 4
static double G[N];
int main(void)
{
    int i, t = 0;
    for (i = 0; i < N; i++) G[i] = 0.0;
#pragma bbmm data(G)
    while (G[0] < 3.0) { t++;
#pragma bbmm
        for (i = 0; i < N; i++)
            G[i] = G[i] + 1.0;
    }
    printf("%d %a\n", t, G[0]);
    return 0;
}
