/* nolist data scope; region on the view A + 5 of a static array; update host(A) then host reads and writes A[6] */
#include <stdio.h>
#define N 20
static double A[N];
static void step(int m, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] = x[i] * 0.5 + 1.0;
}
int main(void)
{
    int i, t;
    double s = 0.0;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        step(10, A + 5);
#pragma bbmm update host(A)
        s += A[6];
        A[7] = s;
#pragma bbmm update device(A)
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
