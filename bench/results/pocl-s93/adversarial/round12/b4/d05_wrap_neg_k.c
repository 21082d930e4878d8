/* wrap (i - k + n) % n with run-time k; k > n makes the dividend negative for small i */
#include <stdio.h>
#define N 16
static double A[N + 16], B[N];
static void kern(int n, int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[(i - k + n) % n + 8];
}
int main(void)
{
    int s, i;
    int ns[] = {1, 3, 5, 8, 8};
    int ks[] = {0, 1, 5, 10, 3};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N + 16; i++) A[i] = i * 0.5;
        for (i = 0; i < N; i++) B[i] = -1;
        kern(ns[s], ks[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
