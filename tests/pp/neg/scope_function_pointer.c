// expect: 8:12: error: host access to 'G' (in 'peek', called inside the scope at line 21) inside a bbmm data scope: the devices may hold newer values; add '#pragma bbmm update host(G)' before it
/* a call through a function pointer inside data(G): every function of the file whose address is taken may run there (peek reads G after the region wrote it) */
#include <stdio.h>
#define N 4
static double G[N];
static double peek(void)
{
    return G[0];
}
int main(void)
{
    int i, t;
    double acc = 0.0;
    double (*fn)(void) = peek;
    for (i = 0; i < N; i++) G[i] = i;
#pragma bbmm data(G)
    for (t = 0; t < 2; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            G[i] = G[i] + 1.0;
        acc += fn();
    }
    printf("%a\n", acc);
    return 0;
}
