/* unsigned wrap-around hash and 64-bit accumulations in a region, read after */
#include <stdio.h>
#define N 50
static unsigned char C[N];
static int V[N];
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { C[i] = (unsigned char)(i * 37 + 11); V[i] = (i * 12345) % 1000 - 500; }
    for (n = 0; n <= N; n += 10) {
        unsigned h = 5381u;
        unsigned short hs = 7;
        long long prod = 1;
        int mx = -1000000;
#pragma bbmm
        for (i = 0; i < n; i++) {
            h = h * 33u + C[i];
            hs = hs * 31 + C[i];
            prod = (prod * 3 + V[i]) % 1000003;
            mx = V[i] > mx ? V[i] : mx;
        }
        printf("%d %u %u %lld %d\n", n, h, hs, prod, mx);
    }
    return 0;
}
