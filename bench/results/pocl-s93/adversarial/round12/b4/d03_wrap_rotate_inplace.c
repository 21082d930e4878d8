/* in-place sequential rotation A[(i + 1) % n] = A[i]: a carried dependence through the wrap */
#include <stdio.h>
#define N 16
static double A[N];
static void rot(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[(i + 1) % n] = A[i] * 0.5 + 1.0;
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 3, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) A[i] = i * 3.0;
        rot(ns[s]);
        for (i = 0; i < N; i++) printf("%a\n", A[i]);
    }
    return 0;
}
