/* unsigned scalar parameter in a condition: i > m - 5 with unsigned m < 5 is i > huge; long -1 in a bound */
#include <stdio.h>
#define N 16
static double A[N], B[N];
static void f(int n, unsigned m, long L)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i > m - 5)
            A[i] = A[i] + 1.0;
        if (i > L && i < m)
            B[i] = B[i] - 1.0;
    }
}
int main(void)
{
    int i, n;
    unsigned m;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0.5 * i; }
    for (n = 0; n <= N; n += 8)
        for (m = 0; m < 12; m += 4) { f(n, m, -1L); f(n, m, 3L); }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
