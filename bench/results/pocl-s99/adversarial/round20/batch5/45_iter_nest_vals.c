#include <stdio.h>

#define N 20
double a[N][N];

static void f(int n, int m)
{
    int i = -1, j = -2, k = -3;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            a[i][j] += i - j;
    printf("A n=%d m=%d i=%d j=%d\n", n, m, i, j);
    j = -5;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = i; j < n; j++)
            for (k = j; k < m; k++)
                a[i][k] += 0.5;
    printf("B i=%d j=%d k=%d\n", i, j, k);
#pragma bbmm
    {
        for (i = 0; i < n && i < m; i++)
            a[i][i] *= 2;
        for (j = 0; j < i; j++)
            a[j][0] += i;
    }
    printf("C i=%d j=%d\n", i, j);
}

int main(void)
{
    int cfg[][2] = { {0, 0}, {1, 0}, {3, 0}, {0, 3}, {2, 5}, {5, 2}, {20, 20}, {7, 7} };
    for (int s = 0; s < 8; s++) {
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = i * 0.25 + j;
        f(cfg[s][0], cfg[s][1]);
        double h = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 0.9 + a[i][j];
        printf("%a\n", h);
    }
    return 0;
}
