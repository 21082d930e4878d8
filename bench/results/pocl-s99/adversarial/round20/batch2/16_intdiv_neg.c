#include <stdio.h>

#define N 37
int ia[N];
long la[N];
double da[N];
float fa[N];
unsigned ua[N];

int main(void)
{
    int n = N, k = -7;
    long big = 3000000000L;
    for (int i = 0; i < N; i++) { ia[i] = i * 13 - 200; la[i] = -i * 100003L; da[i] = 0; fa[i] = 0; ua[i] = 0; }
#pragma bbmm
    for (int i = 0; i < n; i++) {
        int q = ia[i] / k, r = ia[i] % k;
        int q2 = ia[i] / 4, r2 = ia[i] % 4;
        da[i] = q * 1000.0 + r + (double)la[i] / 7 + (la[i] % 11) + (q2 < 0 ? -0.5 : 0.5) * r2;
        fa[i] = (float)ia[i] / 3 + (i & 1 ? 1.5f : -2.25f) * (float)(la[i] / -9);
        ua[i] = (unsigned)ia[i] * 2654435761u + (unsigned)(big / (i + 1));
        la[i] = la[i] * (long)ia[i] + (long)(da[i] * 1e3) % 1000003;
        ia[i] = (int)(fa[i] * 100.0f) % 97 + (-i) / 2 - (-i) % 3;
    }
    for (int i = 0; i < N; i++) printf("%d %ld %a %a %u\n", ia[i], la[i], da[i], (double)fa[i], ua[i]);
    return 0;
}
