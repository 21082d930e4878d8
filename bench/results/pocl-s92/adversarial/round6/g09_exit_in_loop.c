/* exit() called from the host loop between regions when a region-computed residual is small */
#include <stdio.h>
#include <stdlib.h>
#define N 16
static double A[N], B[N];
static void report(void) { int i; for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]); }
int main(void)
{
    int t, i;
    double mx;
    for (i = 0; i < N; i++) { A[i] = 16.0 - i; B[i] = 0; }
    for (t = 0; t < 100; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            B[i] = A[i] * 0.5;
        mx = 0.0;
#pragma bbmm
        for (i = 0; i < N; i++) {
            A[i] = B[i];
            if (B[i] > mx) mx = B[i];
        }
        if (mx < 0.01) {
            printf("stop %d %a\n", t, mx);
            report();
            exit(0);
        }
    }
    return 1;
}
