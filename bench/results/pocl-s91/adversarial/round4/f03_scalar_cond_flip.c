/* scalar flipped inside its own condition; else-branch must not re-test */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void f(int n)
{
    int i;
    double s = 1.0;
    int c = 0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (s > 0) { s = -s * 1.5; c++; } else { s = -s + A[i]; c += 10; }
        B[i] = s;
        if (c > 30) c = 0; else c = c + 1;
    }
    printf("%d %a %d\n", n, s, c);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = (i % 3) * 0.5 - 0.7;
    for (n = 0; n <= N; n += 8) {
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
