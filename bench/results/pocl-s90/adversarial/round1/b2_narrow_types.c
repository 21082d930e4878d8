/* short, char, unsigned char arrays: promotions and wrap on assignment */
#include <stdio.h>
#define N 64
static short S[N];
static unsigned char C[N];
static signed char K[N];
static unsigned short US[N];
static long L[N];
static void f(int n, int m)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        S[i] = S[i] * 300 + m;
        C[i] = C[i] * 7 + i;
        K[i] = (signed char)(K[i] + i * 5);
        US[i] = US[i] - 1000 * i;
        L[i] = S[i] * C[i] + K[i] / 3 - US[i] % 7 + (C[i] >> 2) + (US[i] << 1);
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { S[i] = i - 30; C[i] = i * 3; K[i] = i - 60; US[i] = i * 999; }
    for (t = 0; t < 4; t++) f(t == 3 ? 1 : N - t * 20, t * 1111 - 2000);
    for (i = 0; i < N; i++) printf("%d %d %d %d %ld\n", S[i], C[i], K[i], US[i], L[i]);
    return 0;
}
