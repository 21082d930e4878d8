/* scalar helper defined after the region (prototype before), and an array helper with early return */
#include <stdio.h>
#define N 26
static double A[N], B[N];
static double wt(double x, int k);
static void upd(double *p, double v, int k);
static void run(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        B[i] = wt(A[i], i);
        upd(&A[i], B[i], i);
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = i * 0.3 - 2.0;
    for (n = 0; n <= N; n += 5) run(n);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
static double wt(double x, int k)
{
    if (k % 3 == 0) return -x;
    return x * x + k;
}
static void upd(double *p, double v, int k)
{
    if (k == 0) return;
    p[0] = p[0] + v * 0.5;
}
