#include <stdio.h>
#include <stdlib.h>

#define N 40
static double A[N], B[N];

static void fin(void)
{
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.9 + A[i] + B[i];
    printf("fin %a\n", h);
}

static void step(int n, int t)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        B[i] = 0.5 * A[i] + 0.25 * (A[i - 1] + A[i + 1]);
    if (t == 7) exit(0);
#pragma bbmm
    for (int i = 0; i < n; i++)
        A[i] = B[i] + 0.01;
}

int main(void)
{
    atexit(fin);
    for (int i = 0; i < N; i++) { A[i] = (i * 7) % 5; B[i] = 0; }
    for (int t = 0; t < 12; t++)
        step(N, t);
    printf("unreached\n");
    return 0;
}
