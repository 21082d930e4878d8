/* helper with a local and two statements in a loop bound (not a single return) */
#include <stdio.h>
#define N 20
static double X[N], Y[N];
static int lastidx(int n) { int m = n - 1; return m < 0 ? 0 : m; }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < lastidx(n); i++)
        Y[i] = X[i + 1] - X[i];
}
int main(void)
{
    int n, i;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) { X[i] = i * i; Y[i] = 0; }
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", Y[i]);
    }
    return 0;
}
