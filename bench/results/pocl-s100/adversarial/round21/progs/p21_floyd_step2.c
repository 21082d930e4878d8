#include <stdio.h>
#define N 70
double d[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = i == j ? 0.0 : (double)((i * 29 + j * 31) % 37) + 0.5;
#pragma bbmm name(fw2)
    for (k = 1; k < N; k += 2)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != k && j != k && d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += d[i][j] * (1.0 + (double)(i % 3));
    printf("%a\n", s);
    return 0;
}
