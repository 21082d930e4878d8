/* scop region: a top-level scratch array initialised, then updated in place over time steps, then copied out */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void kern(int n, int T)
{
    int i, t;
#pragma scop
    {
        double w[N];
        for (i = 0; i < n; i++) w[i] = A[i];
        for (t = 0; t < T; t++)
            for (i = 1; i < n - 1; i++)
                w[i] = 0.25 * w[i - 1] + 0.5 * w[i] + 0.25 * w[i + 1];
        for (i = 0; i < n; i++) B[i] = w[i];
    }
#pragma endscop
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 3, 40};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = (i % 6 == 0) ? 4.0 : 0.0; B[i] = -1; }
        kern(ns[s], 3);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
