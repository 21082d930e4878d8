/* automatic scope in main around calls to a helper with a static local scratch that its two regions use (no host use of it) */
#include <stdio.h>
#define N 24
static double U[N];
static void step(int n)
{
    static double w[N];
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        w[i] = U[i] * 0.5 + 1.0;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        U[i] = w[i - 1] + w[i + 1] - U[i];
}
int main(void)
{
    int t, i, k;
    int sizes[] = {0, 2, 3, 24};
    for (k = 0; k < 4; k++) {
        for (i = 0; i < N; i++) U[i] = i % 3;
        for (t = 0; t < 4; t++)
            step(sizes[k] - (t & 1));
        for (i = 0; i < N; i++) printf("%a\n", U[i]);
    }
    return 0;
}
