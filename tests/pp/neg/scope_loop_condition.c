// expect: 11:27: error: host access to 'G' inside a bbmm data scope: the devices may hold newer values; add '#pragma bbmm update host(G)' before it
/* a data scope on a loop whose condition reads the kept array: the condition runs again after each iteration, after the region wrote G */
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
