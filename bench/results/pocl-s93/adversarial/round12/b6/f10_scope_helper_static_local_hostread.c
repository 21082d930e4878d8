/* data scope with list: a helper keeps a static local array that its region writes and then reads on the host */
#include <stdio.h>
#define N 20
static double A[N];
static double stepnorm(int n)
{
    static double r[N];
    double s = 0.0;
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        r[i] = A[i] * A[i];
    for (i = 0; i < n; i++) s += r[i];
    return s;
}
static void relax(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 1.0;
}
int main(void)
{
    int i, t;
    double tot = 0.0;
    for (i = 0; i < N; i++) A[i] = i * 0.5;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
        relax(N);
        tot += stepnorm(N - t);
    }
    printf("%a\n", tot);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
