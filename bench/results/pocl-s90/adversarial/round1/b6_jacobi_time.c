/* jacobi-1d with the time loop inside the region, copy back */
#include <stdio.h>
#define N 30
static double A[N], B[N];
static void f(int ts, int n)
{
    int t, i;
#pragma bbmm
    for (t = 0; t < ts; t++) {
        for (i = 1; i < n - 1; i++)
            B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
        for (i = 1; i < n - 1; i++)
            A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
    }
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = ((double)i + 2) / N; B[i] = ((double)i + 3) / N; }
    f(5, N); f(0, N); f(3, 2); f(2, 3); f(4, 17);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
