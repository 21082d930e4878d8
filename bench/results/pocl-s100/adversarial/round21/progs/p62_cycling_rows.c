#include <stdio.h>
#define N 64
#define T 40
double a[N][N];
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = (double)((i * 7 + j * 3) % 10) / 10.0;
    /* row 8 + t % 4 is read by every row in step t and updated by its
       owner in the other steps */
#pragma bbmm name(cyc)
    for (t = 0; t < T; t++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != 8 + t % 4)
                    a[i][j] = a[i][j] * 0.5 + 0.5 * a[8 + t % 4][j] + (double)((i + t) % 3) * 0.125;
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += a[i][j] * (double)(i * 2 + j + 1);
    printf("%a\n", s);
    return 0;
}
