#include <stdio.h>
#include <stdlib.h>
#define IDX(i, j) ((i) * n + (j))

static void step(int n, const double *restrict a, double *restrict b)
{
#pragma bbmm array(a[n][n], b[n][n])
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            b[IDX(i, j)] = a[IDX(i, j)] + 0.1 * (a[IDX(i - 1, j)] + a[IDX(i + 1, j)] + a[IDX(i, j - 1)] + a[IDX(i, j + 1)] - 4 * a[IDX(i, j)]);
}

int main(void)
{
    int n = 96;
    double *a = malloc(sizeof(double) * n * n), *b = malloc(sizeof(double) * n * n);
    double *a0 = a;
    for (int i = 0; i < n * n; i++) a[i] = b[i] = ((i * 31) % 17) * 0.25;
    for (int t = 0; t < 25; t++) {
        step(n, a, b);
        double *tmp = a; a = b; b = tmp;
    }
    double h = 0; for (int i = 0; i < n * n; i++) h = h * 0.999 + a[i];
    printf("%a %d\n", h, a == a0);
    free(a); free(b);
    return 0;
}
