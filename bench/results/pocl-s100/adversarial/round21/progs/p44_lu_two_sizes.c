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
    double (*a)[80] = malloc(sizeof(double) * 80 * 80);
    for (i = 0; i < ld; i++)
        for (j = 0; j < ld; j++)
            a[i][j] = i == j ? 100.0 : (double)((i * 3 + j * 5) % 11) / 10.0;
    lu(12, ld, a);
    lu(80, ld, a);
    lu(30, ld, a);
    double s = 0;
    for (i = 0; i < ld; i++)
        for (j = 0; j < ld; j++)
            s += a[i][j] * (double)((i + j) % 5 + 1);
    printf("%a\n", s);
    free(a);
    return 0;
}
