/* data scope loops left by break and by goto on scalar tests */
#include <stdio.h>
#define N 10
static double A[N], B[N];
int main(void)
{
    int i, t, s;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (t = 0; t < 10; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            B[i] = B[i] + A[i] * 0.5;
        if (t == 3) break;
#pragma bbmm
        for (i = 1; i < N; i++)
            A[i] = A[i] - B[i - 1] * 0.25;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    for (s = 0; s < 10; s++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] * 0.5 + B[i];
        if (s == 2) goto out;
#pragma bbmm
        for (i = 0; i < N; i++)
            B[i] = B[i] + A[i];
    }
out:
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
