/* explicit data scope on a loop whose own condition reads the kept array: not diagnosed, the condition sees stale host values */
#include <stdio.h>
#define N 4
static double G[N];
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) G[i] = 0.0;
#pragma bbmm data(G)
    for (t = 0; t < 10 && G[0] < 3.0; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            G[i] = G[i] + 1.0;
    }
    printf("%d %a\n", t, G[0]);
    return 0;
}
