/* 1-D pointers indexed with flat i*m + j subscripts and no array() clause */
#include <stdio.h>
#include <stdlib.h>
static void transpose(int n, int m, const double *a, double *b)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            b[j * n + i] = a[i * m + j] * 2.0;
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 5, 8};
    int ms[] = {3, 1, 7, 4, 8};
    for (s = 0; s < 5; s++) {
        int n = ns[s], m = ms[s];
        double *a = malloc(sizeof(double) * 64), *b = malloc(sizeof(double) * 64);
        for (i = 0; i < 64; i++) { a[i] = i * 0.25; b[i] = -1; }
        transpose(n, m, a, b);
        for (i = 0; i < 64; i++) printf("%a\n", b[i]);
        free(a); free(b);
    }
    return 0;
}
