/* Two entries of a table point to the same row, which the region writes:
 * in C the second write through one sees the first through the other, so
 * the region must run as written on the host (and say so). */
#include <stdio.h>
#include <stdlib.h>

static void sweep(double **a, int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            a[i][j] = a[i][j] + (double)(i + 1);
}

int main(void)
{
    const int n = 6, m = 9;
    double **a = malloc((size_t)n * sizeof(*a));
    int i, j;
    for (i = 0; i < n; i++) {
        a[i] = malloc((size_t)m * sizeof(double));
        for (j = 0; j < m; j++)
            a[i][j] = (double)j;
    }
    free(a[3]);
    a[3] = a[1]; /* rows 1 and 3 are one row */
    sweep(a, n, m);
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            printf("%a\n", a[i][j]);
    for (i = 0; i < n; i++)
        if (i != 3) /* row 3 is row 1 */
            free(a[i]);
    free(a);
    return 0;
}
