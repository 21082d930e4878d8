/* update host(A) in a helper with no scope of its own, called inside main's explicit data(A) scope */
#include <stdio.h>
#define N 20
static double A[N];
static double peek(int k)
{
#pragma bbmm update host(A)
    return A[k];
}
int main(void)
{
    int i, t;
    double s = 0.0;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data(A)
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] * 1.5 - t;
        s += peek(t + 3);
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
