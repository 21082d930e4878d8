/* a scalar declared outside the region, set and then passed by address to a call (which may read it) before it is read: private */
// expect-output: "    double c
// expect-output: halve\(BBMM_BREF
#include <stdio.h>
#define N 23
double A[N], B[N];
static void halve(double x, double *h)
{
    *h = 0.5 * x;
}
int main(void)
{
    int i;
    double c;
    for (i = 0; i < N; i++)
        A[i] = i * 0.75 - 3.0;
#pragma scop
    for (i = 0; i < N; i++) {
        c = 1.0;
        halve(A[i], &c);
        B[i] = c * c;
    }
#pragma endscop
    for (i = 0; i < N; i++)
        printf("%a\n", B[i]);
    return 0;
}
