#include <stdio.h>
#include <stdlib.h>
static void lu(int n, double (*a)[n])
{
    int i, j, k;
#pragma bbmm name(luvla)
    for (k = 0; k < n; k++) {
        for (j = k + 1; j < n; j++)
            a[k][j] = a[k][j] / a[k][k];
        for (i = k + 1; i < n; i++)
            for (j = k + 1; j < n; j++)
                a[i][j] = a[i][j] - a[i][k] * a[k][j];
    }
}
int main(int argc, char **argv)
{
    int n = argc > 5 ? 10 : 77;
    int i, j;
    double (*a)[n] = malloc(sizeof(double) * n * n);
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[i][j] = i == j ? 3.0 * n : (double)((i * 7 + j * 3) % 13) - 6.0;
    lu(n, a);
    double s = 0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            s += a[i][j] * (double)((i + j) % 4 - 1);
    printf("%a %a\n", s, a[n - 1][n - 1]);
    free(a);
    return 0;
}
