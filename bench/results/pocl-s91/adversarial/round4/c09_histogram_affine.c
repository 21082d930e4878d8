/* histogram-like accumulation into H[i % 4] and H[i / 3] (order of float sums must be kept) */
#include <stdio.h>
#define N 60
static float X[N], H[8];
static double Y[N], K[N / 3 + 1];
static int C[5];
static void f(int n)
{
    int i, b;
    for (b = 0; b < 8; b++) H[b] = 0.0f;
    for (b = 0; b <= N / 3; b++) K[b] = 1e16;
    for (b = 0; b < 5; b++) C[b] = 0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        H[i % 4] += X[i];
        H[4 + i % 4] = H[4 + i % 4] * 0.5f + X[n - 1 - i];
        K[i / 3] += Y[i];
        C[i % 5] += (int)(Y[i] * 1000) % 7;
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { X[i] = (i % 9) * 0.1f + 1e-4f * i; Y[i] = i * 1.37 - (i % 4) * 0.91; }
    for (n = 0; n <= N; n += 12) {
        f(n);
        for (i = 0; i < 8; i++) printf("%a ", (double)H[i]);
        for (i = 0; i <= N / 3; i++) printf("%a ", K[i]);
        for (i = 0; i < 5; i++) printf("%d ", C[i]);
        printf("\n");
    }
    return 0;
}
