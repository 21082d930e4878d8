/* scop region whose top level declares a scratch array used by two consecutive nests */
#include <stdio.h>
#define N 16
static double A[N], B[N];
static void kern(int n)
{
    int i;
#pragma scop
    {
        double w[N];
        for (i = 0; i < n; i++) w[i] = A[i] * A[i];
        for (i = 0; i < n; i++) B[i] = w[n - 1 - i] + w[i];
    }
#pragma endscop
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 7, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = i * 0.5 - 2; B[i] = 0; }
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
