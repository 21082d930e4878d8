/* main returns from inside the time loop; an atexit handler prints the arrays */
#include <stdio.h>
#include <stdlib.h>
#define N 32
static double A[N], B[N];
static void report(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
}
int main(void)
{
    int t, i;
    atexit(report);
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0.0; }
    for (t = 0; t < 50; t++) {
#pragma bbmm
        for (i = 1; i < N; i++)
            B[i] = A[i] - A[i - 1] + B[i];
        if (t == 4)
            return 0;
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + B[i] * 0.25;
    }
    return 0;
}
