#include <stdio.h>
#define N 80
#define T 40
double a[N][T], b[N][N];
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) {
        for (t = 0; t < T; t++)
            a[i][t] = (double)((i + t * 3) % 11) / 11.0;
        for (j = 0; j < N; j++)
            b[i][j] = 0.0;
    }
#pragma bbmm name(colt)
    for (t = 0; t < T; t++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                b[i][j] = b[i][j] * 0.9 + a[i][t] * a[j][t];
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += b[i][j] * (double)((i * j) % 7 + 1);
    printf("%a\n", s);
    return 0;
}
