/* exit() through a macro in the time loop with an atexit handler */
#include <stdio.h>
#include <stdlib.h>
#define N 32
#define DIE_IF(c) do { if (c) exit(0); } while (0)
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
        DIE_IF(t == 3);
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + B[i] * 0.25;
    }
    return 0;
}
