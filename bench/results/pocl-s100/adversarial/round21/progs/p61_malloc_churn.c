#include <stdio.h>
#include <stdlib.h>
static void fw(int n, int (*d)[n])
{
    int i, j, k;
#pragma bbmm name(fwc)
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (i != k && j != k && d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
}
int main(void)
{
    long s = 0;
    int n, r, i, j;
    for (r = 0; r < 14; r++) {
        n = r < 6 ? r + 1 : (r % 2 ? 33 : 40);
        int (*d)[n] = malloc(sizeof(int) * n * n);
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                d[i][j] = i == j ? 0 : (i * (r + 3) + j * 7 + r) % 29 + 1;
        fw(n, d);
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                s = s * 3 % 1000000007 + d[i][j];
        free(d);
    }
    printf("%ld\n", s);
    return 0;
}
