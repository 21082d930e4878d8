/* a scalar declared outside the region that a parallel loop reads before the region writes it: sequential, with a warning */
// expect-stderr: @DIR@/scalar_incoming.c:12:23: warning: 's' is read before the region writes it (its value comes from before the region or from an earlier iteration): region left as sequential code
#include <stdio.h>
#define N 31
double A[N], B[N];
static double scaled(int n)
{
    int i;
    double s = 0.5;
#pragma scop
    for (i = 0; i < n; i++)
        B[i] = A[i] * s;
    s = B[n - 1];
#pragma endscop
    return s;
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        A[i] = 1.0 / (i + 1);
    printf("%a\n", scaled(N));
    for (i = 0; i < N; i++)
        printf("%a\n", B[i]);
    return 0;
}
