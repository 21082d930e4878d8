/* no pragma: kept arrays are static array objects; a driver subscripts its parameter w on the host between regions; called with w = B (distinct) and w = A (the kept one) */
#include <stdio.h>
#define N 16
static double A[N], B[N];
static void stepA(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 1.0;
}
static void drive(double *w, int k)
{
    int t;
    for (t = 0; t < 4; t++) {
        stepA(N);
        w[k + t] = w[k + t] + 100.0;
    }
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    drive(B, 1);
    drive(A, 2);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
