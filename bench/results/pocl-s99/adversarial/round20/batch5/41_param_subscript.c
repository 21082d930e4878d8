#include <stdio.h>

#define N 32
static double A[N], B[N], C[N];

static void step(int n)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        B[i] = 0.5 * A[i] + 0.25 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (int i = 0; i < n; i++)
        A[i] = B[i] * 1.01;
}

/* host code subscripts a parameter inside the time loop */
static void run(double *X, int T)
{
    for (int t = 0; t < T; t++) {
        step(N);
        X[t % 4] += 1.0;
    }
}

int main(void)
{
    for (int i = 0; i < N; i++) { A[i] = (i * 3) % 11; B[i] = 0; C[i] = i; }
    run(C, 5);
    run(A, 5);
    run(B + 2, 4);
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.75 + A[i] + B[i] + C[i];
    printf("%a\n", h);
    return 0;
}
