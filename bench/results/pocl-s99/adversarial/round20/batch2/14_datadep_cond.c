#include <stdio.h>

#define N 30
double a[N], b[N], c[N][N];

int main(void)
{
    int n = N, i, j;
    for (i = 0; i < N; i++) { a[i] = 10 - i; b[i] = 0; for (j = 0; j < N; j++) c[i][j] = i - j; }
#pragma bbmm
    for (i = 0; i < n - 1 && a[i] > 0; i++)
        b[i] = a[i] * 2;
    printf("%d %a %a\n", i, b[3], b[12]);
    return 0;
}
