#include <stdio.h>
#define N 64
#define T 40
float a[N][N];
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = (float)((i * 5 + j * 11) % 13) * 0.0625f;
    /* rows 0, 21, 42, 63 in turn: each in another device's block */
#pragma bbmm name(cycfar)
    for (t = 0; t < T; t++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != 21 * (t % 4))
                    a[i][j] = a[i][j] * 0.75f + 0.25f * a[21 * (t % 4)][(j + t) % N];
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (double)a[i][j] * (double)(i + j + 1);
    printf("%a\n", s);
    return 0;
}
