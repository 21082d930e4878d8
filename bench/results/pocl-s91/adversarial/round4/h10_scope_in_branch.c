/* region calls in both branches of an if inside a loop, host writes in one branch only */
#include <stdio.h>
#define N 30
static double A[N], B[N];
static void up(int n) { int i;
#pragma bbmm
    for (i = 1; i < n; i++) A[i] = A[i] + B[i - 1];
}
static void dn(int n) { int i;
#pragma bbmm
    for (i = 0; i < n - 1; i++) B[i] = B[i] * 0.5 + A[i + 1];
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) { A[i] = i % 4; B[i] = 1; }
    for (t = 0; t < 9; t++) {
        if (t % 3 == 0) { up(N); B[t] = t; }
        else if (t % 3 == 1) dn(N - t);
        else { up(N - 2); dn(N); A[N - 1 - t] *= -1; }
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
