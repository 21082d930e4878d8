/* #pragma bbmm data (no list): host changes a scalar that a region both reads and updates (a damping factor) each step */
#include <stdio.h>
#define N 30
static double A[N], B[N];
int main(void)
{
    int t, i;
    double w = 1.0;
    for (i = 0; i < N; i++) { A[i] = i % 5; B[i] = 0; }
#pragma bbmm data
    for (t = 0; t < 5; t++) {
        w = 0.5 + 0.1 * t;
#pragma scop
        for (i = 0; i < N; i++)
            B[i] = A[i] * w;
        for (i = 0; i < N; i++)
            w = w * 0.999 + B[i] * 1e-3;
        for (i = 0; i < N; i++)
            A[i] = B[i] + w;
#pragma endscop
    }
    printf("w=%a\n", w);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
