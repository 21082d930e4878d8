/* host write between two regions through a pointer bsearch returned into the array */
#include <stdio.h>
#include <stdlib.h>
#define N 32
static double A[N], B[N];
static int cmpd(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
int main(void)
{
    int i;
    double key = 12.0, *p;
    for (i = 0; i < N; i++) { A[i] = i * 1.0; B[i] = 0.0; }
#pragma bbmm
    for (i = 0; i < N; i++)
        A[i] = A[i] * 2.0;
    p = bsearch(&key, A, N, sizeof A[0], cmpd);
    if (p) *p = -1.0;
#pragma bbmm
    for (i = 0; i < N; i++)
        B[i] = A[i] + 0.5;
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
