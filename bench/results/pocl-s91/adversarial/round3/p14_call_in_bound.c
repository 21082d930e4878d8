/* loop bounds from a function call, from abs() of a parameter, from a cast double */
#include <stdio.h>
#include <stdlib.h>
#define N 30
static double A[N], B[N], C[N];
static int lim(int n) { return n > 2 ? n - 2 : 0; }
static void run(int n, int k, double frac)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = C[i] = 0.0; }
#pragma bbmm
    for (i = 0; i < lim(n); i++)
        B[i] = A[i] * 2.0;
#pragma bbmm
    for (i = 0; i < abs(k); i++)
        C[i] = A[i] + 0.5;
    for (i = 0; i < N; i++) printf("%d %a %a\n", n, B[i], C[i]);
    (void)frac;
}
int main(void)
{
    run(0, -3, 0.5); run(5, 4, 0.25); run(30, -30, 1.0); run(3, 0, 0.0);
    return 0;
}
