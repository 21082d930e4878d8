#include <stdio.h>
#define N 50
#define M 30
double a[M][N], c[N][N], b[N][M];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) {
        for (j = 0; j < M; j++) {
            a[j][i] = (double)((i + j) % 9) / 4.0;
            b[i][j] = 0.0;
        }
        for (j = 0; j < N; j++)
            c[i][j] = (double)((i * j) % 5) - 2.0;
    }
#pragma bbmm name(colk)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < M; j++)
                b[i][j] = b[i][j] + a[j][k] * c[k][i];
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            s += b[i][j] * (j + 1);
    printf("%a\n", s);
    return 0;
}
