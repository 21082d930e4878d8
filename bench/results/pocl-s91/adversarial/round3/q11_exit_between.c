/* exit() between regions in a time loop with an atexit handler printing the arrays */
#include <stdio.h>
#include <stdlib.h>
#define N 16
static double A[N], B[N];
static void report(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
}
int main(void)
{
    int t, i;
    double lim = 5.0;
    atexit(report);
    for (i = 0; i < N; i++) { A[i] = i * 0.1; B[i] = 0.0; }
    for (t = 0; t < 100; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            B[i] = B[i] + A[i];
        if (t > 6)
            exit(0);
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + 0.5 * B[i] / lim;
    }
    return 0;
}
