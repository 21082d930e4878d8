/* explicit data(A) scope: host memcpy out of A without update host */
#include <stdio.h>
#include <string.h>
#define N 16
static double A[N], snap[N];
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] * 2.0 + 1.0;
        memcpy(snap, A, sizeof snap);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], snap[i]);
    return 0;
}
