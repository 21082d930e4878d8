#include <stdio.h>

#define N 40
static double A[N], B[N];

static void step(int n)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        B[i] = 0.5 * A[i] + 0.25 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (int i = 0; i < n; i++)
        A[i] = B[i] + 0.01;
}

static void poke(int n)
{
    A[n / 2] += 10.0;     /* host write, reached only through the table */
}

static void (*const phases[2])(int) = { step, poke };

int main(void)
{
    for (int i = 0; i < N; i++) { A[i] = (i * 7) % 5; B[i] = 0; }
    for (int t = 0; t < 12; t++)
        phases[t % 3 == 2](N);
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.9 + A[i] + B[i];
    printf("%a\n", h);
    return 0;
}
