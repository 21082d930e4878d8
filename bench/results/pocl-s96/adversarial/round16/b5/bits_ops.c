/* bit manipulation in a region: parity by xor folding, masks, rotate, unsigned shifts, x & -x, long shifts */
#include <stdio.h>
#include <stdint.h>
static void run(int n)
{
    uint32_t v[40], rot[40], low[40];
    uint64_t w[40];
    int par[40], sgn[40];
    int i;
    for (i = 0; i < n; i++) v[i] = (uint32_t)i * 0x9E3779B9u + 0x7Fu;
#pragma bbmm
    for (i = 0; i < n; i++) {
        uint32_t p = v[i] ^ (v[i] >> 16);
        p = p ^ (p >> 8);
        p = p ^ (p >> 4);
        p = p ^ (p >> 2);
        p = p ^ (p >> 1);
        par[i] = (int)(p & 1u);
        rot[i] = (v[i] << 7) | (v[i] >> 25);
        low[i] = v[i] & (0u - v[i]);
        w[i] = ((uint64_t)v[i] << 32) | (uint64_t)(v[i] >> 3) ^ ((uint64_t)1 << 63);
        sgn[i] = ((int32_t)v[i] >> 31) | (int)(v[i] != 0);
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%d %u %u %llu %d\n", par[i], rot[i], low[i], (unsigned long long)w[i], sgn[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(40);
    return 0;
}
