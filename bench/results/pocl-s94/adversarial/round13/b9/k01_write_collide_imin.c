/* writes through helper-clamped subscripts collide: B[imin(i, k)] = A[i] (last writer wins) and C[imax(i - w, 0)] += A[i] */
#include <stdio.h>
#define N 30
static double A[N], B[N], C[N];
static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }
static void f(int n, int k, int w)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[imin(i, k)] = A[i] * 2.0;
#pragma bbmm
    for (i = 0; i < n; i++)
        C[imax(i - w, 0)] += A[i];
}
int main(void)
{
    int n, k, w, i;
    for (n = 0; n <= N; n += 7)
        for (k = 0; k < 20; k += 6)
            for (w = 0; w < 9; w += 4) {
                for (i = 0; i < N; i++) { A[i] = i * 0.5 + 1; B[i] = -1; C[i] = 0.125; }
                f(n, k, w);
                for (i = 0; i < N; i++) printf("%a %a\n", B[i], C[i]);
            }
    return 0;
}
