/* wraps with a step-2 loop and in a red-black periodic update in place */
#include <stdio.h>
#define N 40
static double A[N];
static void rb(int n, int T)
{
    int t, i;
#pragma bbmm
    for (t = 0; t < T; t++) {
        for (i = 0; i < n; i += 2)
            A[i] = 0.5 * (A[(i + n - 1) % n] + A[(i + 1) % n]);
        for (i = 1; i < n; i += 2)
            A[i] = 0.5 * (A[(i + n - 1) % n] + A[(i + 1) % n]);
    }
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 3, 7, 40};
    for (s = 0; s < 6; s++) {
        for (i = 0; i < N; i++) A[i] = (i * 7 % 5) * 1.0;
        rb(ns[s], 3);
        for (i = 0; i < N; i++) printf("%a\n", A[i]);
    }
    return 0;
}
