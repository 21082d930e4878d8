/* a macro expanding to a comma expression in a region */
#include <stdio.h>
#define N 64
#define UPD(a, b, x) ((a) = (a) + (x), (b) = (b) - (x))
static double A[N], B[N], X[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 2 * i; X[i] = (double)(i % 5) / 4.0; }
#pragma bbmm
    for (i = 0; i < N; i++)
        UPD(A[i], B[i], X[i]);
    for (i = 0; i < N; i += 5) printf("%a %a\n", A[i], B[i]);
    return 0;
}
