/* a helper function called in the time loop calls exit(); atexit handler prints the arrays */
#include <stdio.h>
#include <stdlib.h>
#define N 16
static double A[N], B[N];
static void report(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
}
static void check(int t, int tmax)
{
    if (t >= tmax) {
        printf("stop at %d\n", t);
        exit(0);
    }
}
int main(void)
{
    int t, i;
    atexit(report);
    for (i = 0; i < N; i++) { A[i] = i * 0.1; B[i] = 1.0; }
    for (t = 0; t < 100; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            B[i] = B[i] * 0.5 + A[i];
        check(t, 4);
#pragma bbmm
        for (i = 1; i < N; i++)
            A[i] = B[i - 1] - A[i];
    }
    return 0;
}
