/* writes that collide through constant % and >>: histogram-like accumulation in order */
#include <stdio.h>
#define N 40
static double H[8], G[N], B[N];
static void f(int n)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            H[(i * 3) % 8] = H[(i * 3) % 8] * 0.5 + B[i];
        for (i = 0; i < n; i++)
            G[i >> 1] = G[i >> 1] - B[i] * G[i >> 2];
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { B[i] = (i % 7) * 0.25 + 1.0; G[i] = i * 0.5; }
    for (i = 0; i < 8; i++) H[i] = i;
    for (n = 0; n <= N; n += 13) f(n);
    for (i = 0; i < 8; i++) printf("%a\n", H[i]);
    for (i = 0; i < N; i++) printf("%a\n", G[i]);
    return 0;
}
