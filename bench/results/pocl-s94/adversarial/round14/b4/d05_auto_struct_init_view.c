/* no pragma: a struct with a pointer member initialised by a designated initializer { .p = A + 2 } written on the host between regions on A */
#include <stdio.h>
#define N 14
struct view { double *p; int len; };
static double A[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 2.0;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = i;
    struct view v = { .p = A + 2, .len = 4 };
    for (t = 0; t < 4; t++) {
        step(N);
        v.p[t % v.len] += 1.0;
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
