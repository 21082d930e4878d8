/* double-to-int conversions of data used as values and in data conditions; int to float narrowing */
#include <stdio.h>
#define N 27
static double X[N];
static int K[N];
static float F[N];
static short S[N];
int main(void)
{
    int i, n = N;
    for (i = 0; i < N; i++) X[i] = (i - 13) * 0.37 + (i % 2 ? 0.5 : -0.5);
#pragma bbmm
    for (i = 0; i < n; i++) {
        K[i] = (int)(X[i] * n);
        S[i] = (short)(K[i] * 7);
        F[i] = (float)(K[i] / 3) + (float)X[i];
        if ((int)X[i] == 0)
            K[i] = -K[i];
    }
    for (i = 0; i < N; i++) printf("%d %d %a\n", K[i], S[i], F[i]);
    return 0;
}
