// expect: 10:17: error: condition of the loop over 'i' reads 'n', which the region assigns where the condition cannot follow its value: a scalar in a loop's condition must keep the value it has where the loop starts (an affine value set before the loop, or one the region never changes)
#include <stdio.h>
#define N 30
static double A[N];
int main(void)
{
    int i, n = 20;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        A[i] = A[i] * 2.0;
        n = 15;
    }
    printf("%d %d\n", i, n);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
