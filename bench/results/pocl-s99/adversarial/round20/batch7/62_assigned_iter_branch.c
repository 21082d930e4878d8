#include <stdio.h>

#define N 12
double a[N][N];

static void f(int n, int flag)
{
    int i = 0, j;
#pragma bbmm
    {
        i = 2;
        for (j = 0; j < n; j++)
            a[i][j] = a[i][j] + j;
        i = 5;
        for (j = 0; j < n; j++)
            a[i][j] = a[i][j] * 2;
    }
    if (flag) {
        for (i = 0; i < 3; i++) a[0][i] += 1;
    } else
        printf("i after region = %d\n", i);
}

int main(void)
{
    for (int p = 0; p < N; p++) for (int q = 0; q < N; q++) a[p][q] = p + q;
    f(N, 1);
    f(N, 0);
    double h = 0; for (int p = 0; p < N; p++) for (int q = 0; q < N; q++) h = h * 0.9 + a[p][q];
    printf("%a\n", h);
    return 0;
}
