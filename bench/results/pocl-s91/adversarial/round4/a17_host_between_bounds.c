/* several regions in one function; host code between them changes scalars used as bounds */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static int lo, hi;
static void f(int n)
{
    int i, m;
    m = n / 2;
#pragma bbmm
    for (i = 0; i < m; i++) A[i] = A[i] + B[i + m / 2];
    m = m + 3 > n ? n : m + 3;
    lo = 1;
    hi = m - 1;
#pragma bbmm
    for (i = lo; i < hi; i++) B[i] = A[i - 1] - A[i + 1];
    lo += 2; hi = n;
    m = (int)(A[0] > 0.5);
#pragma bbmm
    for (i = lo; i < hi; i++) A[i] = B[i - 2] * 2 + m;
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.25; B[i] = 1.0 - i * 0.125; }
    for (n = 0; n <= N; n += 7) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %a %a\n", n, A[i], B[i]);
    }
    return 0;
}
