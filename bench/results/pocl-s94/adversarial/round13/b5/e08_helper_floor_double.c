/* an int helper computing through double: static int fl(double x) { return (int)floor(x); } in a loop bound with x = n * 0.5 */
#include <stdio.h>
#include <math.h>
#define N 20
static double X[N], Y[N];
static int fl(double x) { return (int)floor(x); }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < fl(n * 0.5); i++)
        Y[i] = X[2 * i] + X[2 * i + 1];
}
int main(void)
{
    int n, i;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) { X[i] = i; Y[i] = 0; }
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", Y[i]);
    }
    return 0;
}
