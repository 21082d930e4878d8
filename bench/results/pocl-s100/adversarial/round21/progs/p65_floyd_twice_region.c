#include <stdio.h>
#define N 60
int d[N][N];
int main(void)
{
    int i, j, k, s;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = i == j ? 0 : (i * 17 + j * 5) % 43 + 1;
#pragma bbmm name(fw2x)
    for (s = 0; s < 3; s++) {
        for (k = 0; k < N; k++)
            for (i = 0; i < N; i++)
                for (j = 0; j < N; j++)
                    if (i != k && j != k && d[i][k] + d[k][j] < d[i][j])
                        d[i][j] = d[i][k] + d[k][j];
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != j)
                    d[i][j] = d[i][j] + (i + j + s) % 3;
    }
    long r = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            r += (long)d[i][j] * (i * 3 + j + 1);
    printf("%ld\n", r);
    return 0;
}
