#include <stdio.h>
#include <stdlib.h>

/* a sub-block of a bigger matrix: base pointer offset, leading dimension ld */
static void axpy_block(int n, int m, int ld, double *c, const double *a, double alpha)
{
    int i, j;
#pragma bbmm array(c[n][ld], a[n][ld])
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            c[i * ld + j] += alpha * a[i * ld + j];
}

int main(void)
{
    int LD = 21, R = 19;
    double *C = malloc(sizeof(double) * LD * R), *A = malloc(sizeof(double) * LD * R);
    for (int i = 0; i < LD * R; i++) { C[i] = i % 10; A[i] = (i % 7) * 0.5; }
    int offs[][3] = { {0, 0, 0}, {1, 1, 1}, {2, 3, 5}, {4, 2, 10}, {15, 4, 3}, {18, 21, 0} };
    for (int s = 0; s < 6; s++) {
        int r0 = offs[s][0], c0 = offs[s][2], m = offs[s][1];
        int n = R - r0 > 4 ? 4 : R - r0;
        if (c0 + m > LD) m = LD - c0;
        axpy_block(n, m, LD, C + r0 * LD + c0, A + r0 * LD + c0, 0.5 + s);
    }
    double h = 0;
    for (int i = 0; i < LD * R; i++) h = h * 0.99 + C[i];
    printf("%a\n", h);
    free(C); free(A);
    return 0;
}
