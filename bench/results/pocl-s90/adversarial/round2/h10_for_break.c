/* time loop with break on a host test and continue skipping the second region */
#include <stdio.h>
#define N 14
static double A[N], B[N];
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 1.0; }
    for (t = 0; t < 20; t++) {
#pragma bbmm
        for (i = 1; i < N; i++)
            B[i] = B[i] + A[i - 1] * 0.5;
        if (B[N - 1] > 40.0) break;
        if (t % 3 == 1) { A[t % N] = -1.0; continue; }
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + B[i] * 0.125;
    }
    printf("%d\n", t);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
