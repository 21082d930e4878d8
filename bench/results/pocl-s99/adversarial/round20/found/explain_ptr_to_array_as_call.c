#include <stdio.h>
#define N 32
static double A[N], B[N];
static void step(int n)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        B[i] = 0.5 * A[i] + 0.25 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (int i = 0; i < n; i++)
        A[i] = B[i] * 1.01;
}
int main(void)
{
    double (*P)[N] = &A;
    for (int i = 0; i < N; i++) { A[i] = i % 11; B[i] = 0; }
    for (int t = 0; t < 10; t++) {
        step(N);
        if (t == 1) (*P)[2] = 40.0;
    }
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.75 + A[i] + B[i];
    printf("%a\n", h);
    return 0;
}
