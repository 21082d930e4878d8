/* a file-scope static temporary reached after the region through a pointer initialised statically */
#include <stdio.h>
#define N 16
static double A[N], B[N];
static double tmp;
static double *ptmp = &tmp;
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        tmp = A[i] - 0.25 * i;
        B[i] = B[i] + tmp * 3.0;
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = (i % 5) * 1.5; B[i] = 0.0; }
    tmp = 7.0;
    for (n = 0; n <= N; n += 5) { f(n); printf("%a\n", *ptmp); }
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
