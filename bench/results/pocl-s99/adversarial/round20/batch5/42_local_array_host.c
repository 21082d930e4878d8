#include <stdio.h>

#define N 32

static void step(int n, double *a, double *b)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        b[i] = 0.5 * a[i] + 0.25 * (a[i - 1] + a[i + 1]);
#pragma bbmm
    for (int i = 0; i < n; i++)
        a[i] = b[i] * 1.01;
}

int main(void)
{
    double a[N], b[N], hist[8];
    for (int i = 0; i < N; i++) { a[i] = (i * 3) % 11; b[i] = 0; }
    for (int k = 0; k < 8; k++) hist[k] = 0;
    for (int t = 0; t < 8; t++) {
        step(N, a, b);
        hist[t] = t * 0.5;           /* a local array, only subscripted */
        a[t] += hist[t];             /* host write to a kept array by its name */
    }
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.75 + a[i] + b[i];
    for (int k = 0; k < 8; k++) h += hist[k];
    printf("%a\n", h);
    return 0;
}
