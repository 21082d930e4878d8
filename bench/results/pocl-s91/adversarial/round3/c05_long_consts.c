/* long long shifts and suffixes in values: 1LL << 40, 3000000000 (long), 10UL - i */
#include <stdio.h>
static long long L[10];
static unsigned long U[10];
static double D[10];
int main(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 10; i++) {
        L[i] = (1LL << 40) + i * 3000000000;
        U[i] = 5UL - i;
        D[i] = 5u - i;
    }
    for (i = 0; i < 10; i++) printf("%lld %lu %a\n", L[i], U[i], D[i]);
    return 0;
}
