#include <stdio.h>
#define N 64
float a[N][N], b[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            a[i][j] = (float)((i * 13 + j) % 17) * 0.125f;
            b[i][j] = 1.0f;
        }
#pragma bbmm name(guard)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (k % 3 == 0 && i >= k / 2)
                    b[i][j] = b[i][j] * 0.5f + a[k][j] * a[i][j] + a[j][k];
                else
                    b[i][j] = b[i][j] + 0.25f * a[i][j];
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (double)b[i][j] * ((i + j) % 4 + 1);
    printf("%a\n", s);
    return 0;
}
