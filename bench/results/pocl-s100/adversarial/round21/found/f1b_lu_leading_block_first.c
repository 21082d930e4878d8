/* Same root cause as f1: LU on the leading 12x12 block of an 80x80
 * matrix (the pointer's extent comes from the subscripts: 12 rows, 7,680
 * bytes: whole arrays chosen), then on the whole matrix (51,200 bytes):
 * "out of device memory: box [0..79, 0..79] of array a needs 51200 bytes;
 * device 0 budget is 33792 bytes" on 4 devices under 33K, where the
 * boxes fit (BBMM_TUNE=alloc=disjoint runs it). */
#include <stdio.h>
#include <stdlib.h>
static void lu(int n, int ld, double (*a)[ld])
{
    int i, j, k;
#pragma bbmm name(lu2)
    for (k = 0; k < n; k++) {
        for (i = k + 1; i < n; i++)
            a[i][k] = a[i][k] / a[k][k];
        for (i = k + 1; i < n; i++)
            for (j = k + 1; j < n; j++)
                a[i][j] = a[i][j] - a[i][k] * a[k][j];
    }
}
int main(void)
{
    int ld = 80, i, j;
    double (*a)[80] = malloc(sizeof(double) * 80 * 80), s = 0;
    for (i = 0; i < ld; i++)
        for (j = 0; j < ld; j++)
            a[i][j] = i == j ? 100.0 : (double)((i * 3 + j * 5) % 11) / 10.0;
    lu(12, ld, a);
    lu(80, ld, a);
    for (i = 0; i < ld; i++)
        for (j = 0; j < ld; j++)
            s += a[i][j] * (double)((i + j) % 5 + 1);
    printf("%a\n", s);
    free(a);
    return 0;
}
