/* data(A): a region writes p = A + 1 (pointer) while reading A by name: overlap written, in the scope, twice per step */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static void shiftadd(int n, double *p)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        p[i] = A[i] * 0.5 + p[i];
}
static void copyb(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i] + 1.0;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i * 0.25; B[i] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 3; t++) {
        shiftadd(N - 1, A + 1);
        copyb(N);
        shiftadd(N - 2, B + 2);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
