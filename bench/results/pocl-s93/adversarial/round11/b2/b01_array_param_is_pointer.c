/* a parameter declared as an array (really a pointer to the kept global) is written by host code between regions */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        B[i] = 0.5 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        A[i] = B[i] + 1.0;
}
static void run(int n, double W[N])
{
    int t;
    for (t = 0; t < 4; t++) {
        step(n);
        W[n / 2] = 100.0 + t;
        step(n);
    }
}
int main(void)
{
    int i, k;
    int sizes[] = {0, 3, 11, 24};
    for (k = 0; k < 4; k++) {
        for (i = 0; i < N; i++) { A[i] = i % 4; B[i] = 0; }
        run(sizes[k], A);
        for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    }
    return 0;
}
