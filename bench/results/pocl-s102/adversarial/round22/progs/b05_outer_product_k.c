/* C += a[k][:] * b[:][k] over serial k, three arrays */
#include <stdio.h>
#define N 32
static double a[N][N], b[N][N], c[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (double)((i + 2*j) % 9) / 4.0; b[i][j] = (double)((3*i + j) % 7) / 2.0; c[i][j] = 0.0; }
#pragma bbmm
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                c[i][j] += b[i][k] * a[k][j];
    for (i = 0; i < N; i++) printf("%a\n", c[i][(i * 11) % N]);
    return 0;
}
