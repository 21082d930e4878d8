/* integer helpers called on data (an int array element) in values and in an if: imin(K[i], 3), iclamp(K[i], 0, n - 1) as subscript of a read */
#include <stdio.h>
#define N 20
static int K[N];
static double X[N], Y[N];
static int imin(int a, int b) { return a < b ? a : b; }
static int iclamp(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        Y[i] = imin(K[i], 3) * 1.0;
        if (iclamp(K[i], 0, n - 1) > i)
            Y[i] += X[i];
    }
}
int main(void)
{
    int n, i;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) { K[i] = (i * 7) % 11 - 3; X[i] = i + 0.5; Y[i] = 0; }
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", Y[i]);
    }
    return 0;
}
