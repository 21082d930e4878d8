/* file-scope static scalars written in the region, read by another function */
#include <stdio.h>
#define N 32
static double A[N];
static double total, peak;
static int steps;
static void report(void) { printf("%a %a %d\n", total, peak, steps); }
static void f(int n)
{
    int i;
#pragma bbmm
    {
        steps = n * 2;
        for (i = 0; i < n; i++) {
            total += A[i];
            peak = A[i] > peak ? A[i] : peak;
            A[i] = A[i] * 0.75 + steps;
        }
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = ((i * 11) % 9) - 4.0;
    peak = -100;
    for (t = 0; t < 4; t++) { f(t == 2 ? 0 : N - t * 5); report(); }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
