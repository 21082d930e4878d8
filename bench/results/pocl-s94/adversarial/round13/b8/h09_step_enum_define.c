/* g05 reworked: block step from #define and an enum constant used inside the helper's body */
#include <stdio.h>
#define N 20
#define BSM 4
enum { BS = 4 };
static double A[N], B[N];
static int blk_end(int kk, int n) { return kk + BS < n ? kk + BS : n; }
static void f(int n)
{
    int kk, k;
#pragma bbmm
    for (kk = 0; kk < n; kk += BSM)
        for (k = kk; k < blk_end(kk, n); k++)
            B[k] = A[k] * 2.0 + kk;
}
int main(void)
{
    int n, i;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) { A[i] = i + 0.5; B[i] = 0; }
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
