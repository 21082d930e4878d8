/* a parameter named like a file-scope array: the region must use the parameter */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static void scale(int n, double *A)
{
    int i;
#pragma bbmm array(A[n])
    for (i = 0; i < n; i++)
        A[i] = A[i] * 2.0 + 1.0;
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    scale(N, B);
    scale(5, B + 10);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
