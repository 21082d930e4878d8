#include <stdio.h>
#define N 64
double a[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = (double)((i * 5 + j) % 10) + (i == j ? 50.0 : 0.0);
    /* the row read is k/2 + N/4: it lies inside some devices' blocks and
       outside others', moving slower than k */
#pragma bbmm name(inout)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != k / 2 + N / 4)
                    a[i][j] = a[i][j] * 0.75 + 0.0625 * a[k / 2 + N / 4][j];
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += a[i][j] * (double)(i + j + 1);
    printf("%a\n", s);
    return 0;
}
