/* scalar function returning results through pointers, with unbraced if/else *p writes (not inlined) */
#include <stdio.h>
#include <math.h>
#define N 20
static double A[N], L[N], H[N];
static void split(double v, double *lo, double *hi)
{
    if (v < 0.0)
        *lo = v, *hi = 0.0;
    else
        *lo = 0.0, *hi = v;
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double l, h;
        split(A[i], &l, &h);
        L[i] = l;
        H[i] = h;
    }
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 9, 20};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = (i % 7) - 3.5; L[i] = H[i] = 9; }
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%a %a\n", L[i], H[i]);
    }
    return 0;
}
