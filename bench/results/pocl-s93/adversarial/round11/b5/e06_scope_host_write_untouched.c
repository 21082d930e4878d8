/* explicit data(A) scope: host writes an element no region touches (A[0]) without update device */
#include <stdio.h>
#define N 20
static double A[N];
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data(A)
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 2; i < N; i++)
            A[i] = A[i] * 0.5 + A[i - 1] * 0.0 + 1.0;
        A[0] = 100.0 + t;
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
