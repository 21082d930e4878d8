/* ++/-- statements on array elements of narrow types (wrap), chained assignments with conversions */
#include <stdio.h>
#define N 20
static unsigned char C[N];
static signed char K[N];
static double D[N];
static float F[N];
static int I[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        C[i]++;
        --K[i];
        D[i]--;
        D[i] = F[i] = D[i] * 0.1;
        I[i] = C[i] = I[i] + 250;
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { C[i] = 250 + i % 6; K[i] = -126 - i % 3; D[i] = i * 1.1; I[i] = i * 3; }
    for (t = 0; t < 3; t++) {
        f(N - t * 7);
        for (i = 0; i < N; i++) printf("%d %d %d %a %a %d\n", t, C[i], K[i], D[i], (double)F[i], I[i]);
    }
    return 0;
}
