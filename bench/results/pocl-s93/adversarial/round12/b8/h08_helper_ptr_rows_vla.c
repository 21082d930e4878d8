/* helper taking a VLA 2-D parameter double b[][m] inlined in a region over rows of a malloc'd block */
#include <stdio.h>
#include <stdlib.h>
static void blk(int m, double a[][m], double b[][m])
{
    int p, q;
    for (p = 0; p < 2; p++)
        for (q = 0; q < m; q++)
            b[p][q] = a[p][q] + a[1 - p][m - 1 - q];
}
static void kern(int n, int m, double (*a)[m], double (*b)[m])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        blk(m, &a[2 * i], &b[2 * i]);
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 3, 8};
    int ms[] = {1, 2, 5, 4};
    for (s = 0; s < 4; s++) {
        int n = ns[s], m = ms[s];
        double (*a)[m] = malloc(sizeof(double) * 16 * m), (*b)[m] = malloc(sizeof(double) * 16 * m);
        for (i = 0; i < 16; i++) for (j = 0; j < m; j++) { a[i][j] = i * m + j; b[i][j] = -1; }
        kern(n, m, a, b);
        for (i = 0; i < 16; i++) for (j = 0; j < m; j++) printf("%a\n", b[i][j]);
        free(a); free(b);
    }
    return 0;
}
