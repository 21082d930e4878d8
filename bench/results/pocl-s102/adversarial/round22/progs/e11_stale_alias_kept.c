/* p = A registered with a smaller extent first and written on the devices;
   then A by name (larger) read with p; then A written by name; then p read */
#include <stdio.h>
#define N 40
static double A[2 * N], R[2 * N];
static void wr(int n, double *p, double c)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        p[i] = p[i] * 0.5 + c;
}
static void rd2(int n, const double *x, const double *y, double *r)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        r[i] = r[i] + x[i] - y[i / 2];
}
static void wrA(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] + 1.0 + (double)(i % 3);
}
int main(void)
{
    int i, t;
    double *p = A;
    for (i = 0; i < 2 * N; i++) { A[i] = (double)(i % 6); R[i] = 0; }
#pragma bbmm data(A, R)
    for (t = 0; t < 3; t++) {
        wr(N / 2, p, (double)t);
        rd2(2 * N, A, p, R);
        wrA(2 * N);
        rd2(N / 2, p, p, R);
        wr(N, p, 0.25);
        rd2(2 * N, A, A, R);
    }
    for (i = 0; i < 2 * N; i += 3) printf("%a %a\n", A[i], R[i]);
    return 0;
}
