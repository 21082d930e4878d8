/* a helper reading a static const int block size (a global constant) and one using an enum constant */
#include <stdio.h>
#define N 20
enum { BS = 4 };
static const int BS2 = 3;
static double A[N], B[N];
static int blk_end(int kk, int n) { return kk + BS < n ? kk + BS : n; }
static int blk_end2(int kk, int n) { return kk + BS2 < n ? kk + BS2 : n; }
static void f(int n)
{
    int kk, k;
#pragma bbmm
    for (kk = 0; kk < n; kk += BS)
        for (k = kk; k < blk_end(kk, n); k++)
            B[k] = A[k] * 2.0 + kk;
}
static void g(int n)
{
    int kk, k;
#pragma bbmm
    for (kk = 0; kk < n; kk += 3)
        for (k = kk; k < blk_end2(kk, n); k++)
            B[k] += A[kk];
}
int main(void)
{
    int n, i;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) { A[i] = i + 0.5; B[i] = 0; }
        f(n); g(n);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
