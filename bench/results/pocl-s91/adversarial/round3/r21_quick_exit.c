/* quick_exit in the time loop with an at_quick_exit handler */
#include <stdio.h>
#include <stdlib.h>
#define N 32
static double A[N], B[N];
static void report(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    fflush(stdout);
}
int main(void)
{
    int t, i;
    at_quick_exit(report);
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0.0; }
    for (t = 0; t < 50; t++) {
#pragma bbmm
        for (i = 1; i < N; i++)
            B[i] = A[i] - A[i - 1] + B[i];
        if (t == 2)
            quick_exit(0);
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + B[i] * 0.25;
    }
    return 0;
}
