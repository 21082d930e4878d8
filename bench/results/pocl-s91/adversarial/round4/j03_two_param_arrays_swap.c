/* in a kept scope, the roles of two arrays swap each call (a->b, b->a) with a shrinking n */
#include <stdio.h>
#define N 30
static double X[N], Y[N];
static void step(int n, double *in, double *out)
{
    int i;
#pragma bbmm array(in[n], out[n])
    for (i = 1; i < n - 1; i++) out[i] = in[i - 1] + in[i + 1] - out[i] * 0.5;
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) { X[i] = i % 4; Y[i] = -1; }
    step(N, X, Y);
    step(N, Y, X);
    step(N - 5, X, Y);
    step(N - 9, Y, X);
    step(N, X, Y);
    for (t = 0; t < 4; t++) { step(N - t, X, Y); step(N - t, Y, X); }
    for (i = 0; i < N; i++) printf("%a %a\n", X[i], Y[i]);
    return 0;
}
