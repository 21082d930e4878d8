/* goto inside a region to skip a statement */
#include <stdio.h>
#define N 16
static double A[N], B[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
#pragma bbmm
    for (i = 0; i < N; i++) {
        if (A[i] > 7.0)
            goto skip;
        B[i] = A[i] * 2.0;
    skip:
        A[i] = A[i] + 1.0;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
