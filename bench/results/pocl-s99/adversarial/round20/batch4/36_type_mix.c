#include <stdio.h>

#define N 50
float f[N];
short s[N];
unsigned char uc[N];
int bits[N];
long long ll[N];

int main(void)
{
    int n = N;
    for (int i = 0; i < N; i++) { f[i] = i * 0.1f; s[i] = (short)(i * 1000 - 20000); uc[i] = (unsigned char)(i * 37); bits[i] = i * 12345 - 300000; ll[i] = 0; }
#pragma bbmm
    for (int i = 0; i < n; i++) {
        f[i] = f[i] * 1.1 + 0.3f / (i + 1);
        s[i] = (short)(s[i] * 3 + uc[i]);
        uc[i] = (unsigned char)(uc[i] + 200) ^ (unsigned char)i;
        bits[i] = (bits[i] >> 3) ^ (int)((unsigned)bits[i] << 2) | (i & 7);
        ll[i] = (long long)bits[i] * s[i] + (unsigned)uc[i] * 4000000000LL - (i % 3 ? 1LL << 40 : -5);
    }
    for (int i = 0; i < N; i++) printf("%a %d %u %d %lld\n", (double)f[i], s[i], uc[i], bits[i], ll[i]);
    return 0;
}
