/* A lower triangle stored as rows of growing length (row i holds i + 1
 * elements, each its own allocation): the gather reads exactly the
 * elements of each row the region may use, never past a row's end
 * (AddressSanitizer would stop the program). */
#include <stdio.h>
#include <stdlib.h>

static void update(int n, double **l, const double x[n])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j <= i; j++)
            l[i][j] = l[i][j] * 0.5 + x[i] * x[j];
}

int main(void)
{
    const int n = 37;
    double **l = malloc((size_t)n * sizeof(*l)), x[37];
    int i, j, it;
    for (i = 0; i < n; i++) {
        x[i] = (double)(i % 5) - 2.0;
        l[i] = malloc((size_t)(i + 1) * sizeof(double));
        for (j = 0; j <= i; j++)
            l[i][j] = (double)(i - j);
    }
    for (it = 0; it < 2; it++)
        update(n, l, x);
    for (i = 0; i < n; i++)
        for (j = 0; j <= i; j++)
            printf("%a\n", l[i][j]);
    for (i = 0; i < n; i++)
        free(l[i]);
    free(l);
    return 0;
}
