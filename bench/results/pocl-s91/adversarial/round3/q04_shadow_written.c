/* a block-scope variable shadows an outside scalar that the region writes as a reduction */
#include <stdio.h>
#define N 32
static double A[N], C[N];
static void run(int n)
{
    int i;
    double s = 0.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        s += A[i];
        {
            double s = A[i] * 2.0;
            C[i] = s;
        }
    }
    printf("s=%a\n", s);
    for (i = 0; i < N; i++) printf("%a\n", C[i]);
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) A[i] = i * 0.375 - 3;
    run(0); run(7); run(32);
    return 0;
}
