/* a loop bound that changes inside the loop body */
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
