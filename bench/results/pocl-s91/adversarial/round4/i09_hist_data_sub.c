/* histogram with a data-dependent subscript (expected refusal with a clear message) */
#include <stdio.h>
#define N 64
static int V[N], H[8];
int main(void)
{
    int i, n = N;
    for (i = 0; i < N; i++) V[i] = (i * 13) % 8;
#pragma bbmm
    for (i = 0; i < n; i++) H[V[i]] += 1;
    for (i = 0; i < 8; i++) printf("%d\n", H[i]);
    return 0;
}
