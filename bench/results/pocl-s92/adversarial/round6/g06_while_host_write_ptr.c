/* host writes between regions through a pointer walked in a while loop */
#include <stdio.h>
#define N 15
static double A[N], B[N];
int main(void)
{
    int t, i;
    double *p;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            B[i] = B[i] + A[i];
        p = A + t;
        while (p < A + N) { *p = *p * 0.5; p += 4; }
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + 1.0;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
