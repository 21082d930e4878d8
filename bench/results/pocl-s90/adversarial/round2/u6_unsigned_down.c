/* unsigned iterator counting down past 0: for (u = n - 1; u < n; u--), and u >= 1 with u -= 2 */
#include <stdio.h>
#define N 15
static double A[N], B[N];
static unsigned R[2];
static void f(unsigned n)
{
    unsigned u, v;
#pragma bbmm
    {
        for (u = n - 1; u < n; u--)
            A[u] = A[u] + (double)u;
        for (v = n; v >= 2; v -= 2)
            B[v - 1] = B[v - 1] - A[v - 2];
    }
    R[0] = u; R[1] = v;
}
int main(void)
{
    unsigned n;
    int i;
    for (i = 0; i < N; i++) { A[i] = i * 0.25; B[i] = 1.0; }
    for (n = 0; n <= N; n += 3) { f(n); printf("%u %u\n", R[0], R[1]); }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
