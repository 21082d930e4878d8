/* __int128 accumulator in a region */
#include <stdio.h>
static long long V[20];
int main(void)
{
    int i;
    __int128 acc = 0;
    for (i = 0; i < 20; i++) V[i] = (long long)(i + 1) * 1000000007LL;
#pragma bbmm
    for (i = 0; i < 20; i++)
        acc += (__int128)V[i] * V[i];
    printf("%llu %llu\n", (unsigned long long)(acc >> 64), (unsigned long long)acc);
    return 0;
}
