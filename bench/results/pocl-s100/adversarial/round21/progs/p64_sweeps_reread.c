#include <stdio.h>
#define N 64
#define S 4
double a[N][N];
int main(void)
{
    int i, j, k, s;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = (double)((i * 7 + j * 3) % 10) / 10.0;
    /* row 3k is read by every other row in step (s, k), and rewritten by
       its owner in every other step: each sweep s reads it again */
#pragma bbmm name(sweeps)
    for (s = 0; s < S; s++)
        for (k = 0; k < N / 3; k++)
            for (i = 0; i < N; i++)
                for (j = 0; j < N; j++)
                    if (i != 3 * k)
                        a[i][j] = a[i][j] * 0.5 + 0.5 * a[3 * k][j] + (double)((i + s + k) % 3) * 0.125;
    double r = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            r += a[i][j] * (double)(i * 2 + j + 1);
    printf("%a\n", r);
    return 0;
}
