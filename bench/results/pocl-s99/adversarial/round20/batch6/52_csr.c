#include <stdio.h>

#define N 20
int rowptr[N + 1], col[N * 3];
double val[N * 3], x[N], y[N];

int main(void)
{
    int n = N, nnz = 0;
    for (int r = 0; r < N; r++) {
        rowptr[r] = nnz;
        for (int c = r - 1; c <= r + 1; c++) if (c >= 0 && c < N) { col[nnz] = c; val[nnz] = (c == r) ? 2.0 : -1.0; nnz++; }
    }
    rowptr[N] = nnz;
    for (int r = 0; r < N; r++) { x[r] = r * 0.5; y[r] = 0; }
#pragma bbmm
    for (int r = 0; r < n; r++) {
        double s = 0.0;
        for (int k = rowptr[r]; k < rowptr[r + 1]; k++)
            s += val[k] * x[col[k]];
        y[r] = s;
    }
    for (int r = 0; r < N; r++) printf("%a\n", y[r]);
    return 0;
}
