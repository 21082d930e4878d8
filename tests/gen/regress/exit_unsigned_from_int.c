/* an unsigned iterator started from an int parameter ('u = n' converts n to unsigned; a
 * negative n would start it near UINT_MAX): refused before ('cannot write that end as affine
 * bounds'); now assumed not to change value (n >= 1 on the devices, the host runs the rest as
 * written) */
// expect-explain: assumed: n >= 1
#include <stdio.h>
#define N 16
static double A[N], B[N];
static void f(int n)
{
    unsigned u;
#pragma bbmm
    for (u = n; u-- > 0;)
        A[u] = B[u] + u;
}
int main(void) { int i, n; for (n = 0; n <= N; n += 5) { for (i = 0; i < N; i++) { A[i] = 0; B[i] = i * 0.5; } f(n); for (i = 0; i < N; i++) printf("%a\n", A[i]); } return 0; }
