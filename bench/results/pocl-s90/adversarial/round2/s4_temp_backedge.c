/* a temporary written in the region and read at the top of the next time step (through the loop's back edge) */
#include <stdio.h>
#define N 16
static double A[N], B[N];
int main(void)
{
    int i, t;
    double w = 0.5, acc = 0.0;
    for (i = 0; i < N; i++) { A[i] = i * 0.25; B[i] = 0.0; }
    for (t = 0; t < 4; t++) {
        acc = acc + w;
        A[t] = A[t] + w;
#pragma bbmm
        for (i = 0; i < N - t; i++) {
            w = A[i] * 1.5 - t;
            B[i] = B[i] + w;
        }
    }
    printf("%a %a\n", acc, w);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
