/* unsigned char/short wrap on store in compound ops, and signed char arithmetic via scalars */
#include <stdio.h>
#define N 30
static unsigned char C[N];
static unsigned short W[N];
static signed char K[N];
static int R[N];
static void f(int n, int add)
{
    int i;
    unsigned char c;
#pragma bbmm
    for (i = 0; i < n; i++) {
        c = C[i];
        c += add;
        C[i] += 10;
        W[i] -= 3 * add;
        K[i] *= 3;
        R[i] = c + C[i] * 2 - W[i] + K[i] + (unsigned char)(c * 16) + (signed char)(W[i]);
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { C[i] = 240 + i; W[i] = 65530 - i; K[i] = i * 9 - 120; }
    for (t = 1; t < 5; t++) {
        f(N - t * 6, t * 70);
        for (i = 0; i < N; i++) printf("%d %d %d %d %d\n", t, C[i], W[i], K[i], R[i]);
    }
    return 0;
}
