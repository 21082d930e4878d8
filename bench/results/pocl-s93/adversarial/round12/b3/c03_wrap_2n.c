/* periodic wrap with divisor 2 * n over a ring of 2n points: opposite point (i + n) % (2 * n) */
#include <stdio.h>
#define N 32
static double A[N], B[N];
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < 2 * n; i++)
        B[i] = A[i] + A[(i + n) % (2 * n)] * 0.5 + A[(i + 2 * n - 1) % (2 * n)] * 0.25;
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 5, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = (i % 7) - 3.0; B[i] = 100; }
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
