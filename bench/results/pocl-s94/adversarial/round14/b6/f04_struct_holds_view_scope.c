/* explicit data(A): a local struct stores the view A + 1 (made after update host), a region runs, then host reads through the struct member */
#include <stdio.h>
#define N 12
struct view { double *p; };
static double A[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.25 + 3.0;
}
int main(void)
{
    int i, t;
    double s = 0.0;
    struct view v;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
#pragma bbmm update host(A)
        v.p = A + 1;
        step(N);
        s += v.p[t];
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
