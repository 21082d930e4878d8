/* if (i - 3 < 5u) and (unsigned)(i - m) < (unsigned)w bounds-check idioms */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static void f(int n, int m, int w)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i - 3 < 5u)
            A[i] = A[i] + 1.0;
        if ((unsigned)(i - m) < (unsigned)w)
            B[i] = B[i] + A[i] * 0.5;
    }
}
int main(void)
{
    int i, n, m;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 1.0; }
    for (n = 0; n <= N; n += 7)
        for (m = -2; m < 8; m += 5) f(n, m, 4);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
