/* time loop in a function called with the same array for both parameters' regions and a global helper */
#include <stdio.h>
#define N 12
static double A[N], B[N];
static void run(double *x, double *y, int steps)
{
    int i, t;
    for (t = 0; t < steps; t++) {
#pragma bbmm array(x[N], y[N])
        for (i = 0; i < N; i++)
            y[i] = x[i] * 0.5 + 1.0;
        B[t] = B[t] + 7.0;
#pragma bbmm array(x[N], y[N])
        for (i = 1; i < N; i++)
            x[i] = x[i] + y[i - 1];
    }
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    run(A, B, 4);
    run(B, A, 3);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
