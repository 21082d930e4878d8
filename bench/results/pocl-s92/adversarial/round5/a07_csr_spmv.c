/* CSR sparse matrix-vector product with indirect x[col[k]] and rowptr loop bounds */
#include <stdio.h>
#define NR 30
#define NNZ 200
static int rowptr[NR + 1], col[NNZ];
static double val[NNZ], x[NR], y[NR];
static void spmv(int n)
{
    int i, k;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double s = 0.0;
        for (k = rowptr[i]; k < rowptr[i + 1]; k++)
            s += val[k] * x[col[k]];
        y[i] = s;
    }
}
int main(void)
{
    int i, k = 0, j, n;
    for (i = 0; i < NR; i++) {
        rowptr[i] = k;
        for (j = 0; j < NR; j++) if ((i * 3 + j * 5) % 7 == 0 || i == j) { col[k] = j; val[k] = 1.0 / (1 + i + j); k++; }
    }
    rowptr[NR] = k;
    for (i = 0; i < NR; i++) x[i] = i * 0.25 - 2.0;
    for (n = 0; n <= NR; n += 7) {
        spmv(n);
        for (i = 0; i < n; i++) printf("%a\n", y[i]);
    }
    return 0;
}
