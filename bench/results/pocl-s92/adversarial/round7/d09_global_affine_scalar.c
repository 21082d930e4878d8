/* global int scalars assigned affine values in a region (used as bounds/subscripts) and read later by main */
#include <stdio.h>
#define N 30
static double A[N], B[N];
int lim, off;
static void f(int n)
{
    int i;
#pragma scop
    lim = n - 2;
    off = lim / 2;
    for (i = 0; i < lim; i++)
        B[i] = A[i + 1] + A[off];
#pragma endscop
}
static void g(int n)
{
    int i, m = -1;
#pragma scop
    for (i = 0; i < n; i++) {
        m = n - i;
        B[i] = B[i] + A[m - 1];
    }
#pragma endscop
    printf("g: m=%d\n", m);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.25; B[i] = 0; }
    for (n = 2; n <= 9; n++) {
        f(n);
        printf("n=%d lim=%d off=%d\n", n, lim, off);
        g(n);
    }
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
