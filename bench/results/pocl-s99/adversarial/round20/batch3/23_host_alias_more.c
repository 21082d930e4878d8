#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define N 32
static double A[N], B[N];
static double *const tab[2] = { A, B };

static void step(int n)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        B[i] = 0.5 * A[i] + 0.25 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (int i = 0; i < n; i++)
        A[i] = B[i] * 1.01;
}

int main(void)
{
    char line[] = "3.25 7.5";
    uintptr_t base = (uintptr_t)A;
    double **pp;
    double *q = A;
    pp = &q;
    for (int i = 0; i < N; i++) { A[i] = (i * 3) % 11; B[i] = 0; }
    for (int t = 0; t < 10; t++) {
        step(N);
        if (t == 1) tab[0][2] = 100.0;
        if (t == 3) ((double *)base)[4] = -50.0;
        if (t == 5) (*pp)[6] = 12.0;
        if (t == 7) sscanf(line, "%lf %lf", &A[8], &A[9]);
        if (t == 8) A[10] = strtod(line, NULL);
    }
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.75 + A[i] + B[i];
    printf("%a\n", h);
    return 0;
}
