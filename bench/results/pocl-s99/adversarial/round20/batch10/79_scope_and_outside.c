#include <stdio.h>

#define N 40
static double A[N], B[N];

static void step(int n, double w)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        B[i] = w * A[i] + 0.25 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (int i = 0; i < n; i++)
        A[i] = B[i] + 0.01;
}

int main(void)
{
    for (int i = 0; i < N; i++) { A[i] = (i * 7) % 5; B[i] = 0; }
    step(N, 0.5);
    A[3] = 100.0;
#pragma bbmm data(A, B)
    for (int t = 0; t < 5; t++)
        step(N - t, 0.4);
    B[4] = -1;
    step(N, 0.3);
    for (int t = 0; t < 4; t++) {
        step(t + 1, 0.2);
        A[t] += 1;
    }
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.9 + A[i] + B[i];
    printf("%a\n", h);
    return 0;
}
