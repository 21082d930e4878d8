/* data(A, B): a region reads p = A + 3; host writes A (update host, write, update device); the next region reading p must see it */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static void rd(int n, const double *p)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] += p[i] * 2.0;
}
static void wr(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] + B[i];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 1; }
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
        rd(N - 3, A + 3);
        wr(N);
#pragma bbmm update host(A)
        A[5 + t] = -100.0 * (t + 1);
        A[N - 1] = t;
#pragma bbmm update device(A)
        rd(N - 3, A + 3);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
