/* helpers returning a comparison used as a subscript and in arithmetic: X[lt(i, k)], i * ispos(k - i) */
#include <stdio.h>
#define N 16
static double X[N], Y[N];
static int lt(int a, int b) { return a < b; }
static int ispos(int a) { return a > 0; }
static void f(int n, int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        Y[i] = X[lt(i, k)] + X[i * ispos(k - i)] * 2.0;
}
int main(void)
{
    int n, k, i;
    for (n = 0; n <= N; n += 5)
        for (k = 0; k < 8; k += 3) {
            for (i = 0; i < N; i++) { X[i] = i + 0.5; Y[i] = 0; }
            f(n, k);
            for (i = 0; i < N; i++) printf("%a\n", Y[i]);
        }
    return 0;
}
