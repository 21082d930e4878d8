/* a scalar passed by address to a call (which may read it) before the region writes it: it cannot live in device memory, so the region stays sequential */
// expect-stderr: @DIR@/scalar_addressed.c:17:18: warning: 'c' is read before the region writes it (its value comes from before the region or from an earlier iteration) and a call takes its address: region left as sequential code
#include <stdio.h>
#define N 19
double A[N], B[N], C[2];
static void halve(double x, double *h)
{
    *h = 0.5 * x + 0.25 * *h;
}
static void run(void)
{
    int i;
    double c = 2.0;
#pragma scop
    for (i = 0; i < N; i++)
        B[i] = A[i] * 2.0;
    halve(A[3], &c);
    C[0] = c * c;
#pragma endscop
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        A[i] = i * 0.75 - 3.0;
    run();
    for (i = 0; i < N; i++)
        printf("%a\n", B[i]);
    printf("%a\n", C[0]);
    return 0;
}
