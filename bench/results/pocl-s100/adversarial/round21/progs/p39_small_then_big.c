#include <stdio.h>
#include <stdlib.h>
static void fw(int n, double (*d)[n])
{
    int i, j, k;
#pragma bbmm name(fwsb)
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (i != k && j != k && d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
}
static double run(int n)
{
    int i, j;
    double (*d)[n] = malloc(sizeof(double) * n * n);
    double s = 0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            d[i][j] = i == j ? 0.0 : (double)((i * 17 + j * 29) % 41) + 1.0;
    fw(n, d);
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            s += d[i][j] * (double)(i + j + 1);
    free(d);
    return s;
}
int main(void)
{
    printf("%a\n", run(24));
    printf("%a\n", run(100));
    printf("%a\n", run(40));
    return 0;
}
