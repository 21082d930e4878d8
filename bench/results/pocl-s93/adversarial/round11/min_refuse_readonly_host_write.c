/* explicit data(A, B) scope: host writes B[t] (no region writes B) then update device(B): refused, "devices may hold newer values" */
#include <stdio.h>
#define N 18
static double A[N], B[N];
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i % 4; B[i] = 1.0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            A[i] = A[i] + 0.25 * (B[i - 1] + B[i + 1]);
        B[t] = 2.0 * t;
#pragma bbmm update device(B)
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
