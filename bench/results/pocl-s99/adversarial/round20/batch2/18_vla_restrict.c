#include <stdio.h>
#include <stdlib.h>

static void matmul(int n, int m, int p, const double (*restrict a)[m], const double (*restrict b)[p], double (*restrict c)[p])
{
#pragma bbmm
    for (int i = 0; i < n; i++)
        for (int j = 0; j < p; j++) {
            double s = 0.0;
            for (int k = 0; k < m; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

int main(void)
{
    int dims[][3] = { {0, 3, 3}, {1, 1, 1}, {3, 0, 2}, {7, 5, 9}, {16, 33, 2}, {33, 16, 20} };
    for (int s = 0; s < 6; s++) {
        int n = dims[s][0], m = dims[s][1], p = dims[s][2];
        double *a = malloc(sizeof(double) * (n * m + 1)), *b = malloc(sizeof(double) * (m * p + 1)), *c = malloc(sizeof(double) * (n * p + 1));
        for (int i = 0; i < n * m; i++) a[i] = (i % 9) - 4.5;
        for (int i = 0; i < m * p; i++) b[i] = (i % 5) * 0.3;
        for (int i = 0; i < n * p; i++) c[i] = 99;
        matmul(n, m, p, (const double (*)[m])a, (const double (*)[p])b, (double (*)[p])c);
        double h = 0; for (int i = 0; i < n * p; i++) h = h * 0.5 + c[i];
        printf("%d %d %d %a\n", n, m, p, h);
        free(a); free(b); free(c);
    }
    return 0;
}
