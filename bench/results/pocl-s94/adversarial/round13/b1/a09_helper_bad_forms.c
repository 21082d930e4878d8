/* helpers that must not be written out: reads a global, two statements, side effect on a counter */
#include <stdio.h>
#define N 20
static double X[N], Y[N];
static int off = 1;
static int shifted(int i) { return i + off; }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < shifted(n) - 1; i++)
        Y[i] = X[i] * 3.0;
}
int main(void)
{
    int n, i;
    for (n = 0; n <= N - 1; n += 6) {
        for (i = 0; i < N; i++) { X[i] = i; Y[i] = 0; }
        off = (n % 2);
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", Y[i]);
    }
    return 0;
}
