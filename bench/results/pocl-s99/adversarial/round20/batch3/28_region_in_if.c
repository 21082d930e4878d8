#include <stdio.h>

#define N 20
double x[N][N], y[N][N];

static void update(int n, int mode)
{
    int i, j;
    if (mode == 1) {
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                y[i][j] = x[i][j] + x[j][i];
    } else if (mode == 2) {
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = i; j < n; j++)
                y[i][j] = y[i][j] - x[i][j] * 0.5;
        i = -3;
    } else {
#pragma bbmm
        for (i = n - 1; i >= 0; i--)
            for (j = 0; j <= i; j++)
                x[i][j] = y[j][i] * 2 + 1;
    }
    printf("mode=%d i=%d\n", mode, i);
}

int main(void)
{
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { x[i][j] = i - 2 * j; y[i][j] = 0; }
    for (int r = 0; r < 6; r++) update(r % 3 == 0 ? N : N - r, r % 3);
    double h = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 0.9 + x[i][j] + y[i][j];
    printf("%a\n", h);
    return 0;
}
