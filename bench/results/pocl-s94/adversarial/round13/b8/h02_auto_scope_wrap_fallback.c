/* no pragma scope: a time loop over a periodic (i + 2) % n region (host for n == 1) and a device region, n changing each step */
#include <stdio.h>
#define N 10
static double a[N], b[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        b[i] = a[(i + 2) % n] - a[i];
#pragma bbmm
    for (i = 0; i < n; i++)
        a[i] += 0.5 * b[i];
}
int main(void)
{
    int t, i;
    int ns[] = {5, 1, 3, 1, 2, 10, 1, 4};
    for (i = 0; i < N; i++) { a[i] = i * i * 0.5; b[i] = 0; }
    for (t = 0; t < 8; t++)
        step(ns[t]);
    for (i = 0; i < N; i++) printf("%a %a\n", a[i], b[i]);
    return 0;
}
