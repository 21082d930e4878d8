/* scalars written in loops and read later in the region and after it (durbin-like) */
#include <stdio.h>
#define N 30
static double A[N], B[N], Y[N];
static double g_last;
static void f(int n)
{
    int i, k;
    double last = 2.0, alpha = 0.5, beta = 1.0, sum;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            if (A[i] > 0.5) last = A[i];
        B[0] = last;
        for (k = 1; k < n; k++) {
            beta = (1 - alpha * alpha) * beta;
            sum = 0.0;
            for (i = 0; i < k; i++) sum += B[k - i - 1] * Y[i];
            alpha = -(A[k] + sum) / beta;
            Y[k] = alpha;
        }
        g_last = last + alpha;
    }
    printf("%a %a %a\n", last, alpha, beta);
}
int main(void)
{
    int i, t;
    for (t = 0; t < 4; t++) {
        for (i = 0; i < N; i++) { A[i] = ((i * 7) % 10) * 0.1; B[i] = 1.0 / (i + 2); Y[i] = 0.25; }
        f(t == 1 ? 0 : (t == 2 ? 1 : N - t));
        printf("%a\n", g_last);
        for (i = 0; i < N; i++) printf("%a %a %a\n", A[i], B[i], Y[i]);
    }
    return 0;
}
