/* (i - 1) % n from i = 0 is -1 in C (0 for n = 1): used as A[(i - 1) % n + 1], defined but not a periodic wrap */
#include <stdio.h>
#define N 20
static double A[N + 1], B[N];
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[(i - 1) % n + 1] * 2.0;
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 3, 20};
    for (s = 0; s < 5; s++) {
        for (i = 0; i <= N; i++) A[i] = i + 0.5;
        for (i = 0; i < N; i++) B[i] = -1;
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
