#include <stdio.h>

#define N 12
double a[N][N];

static int f(int n)
{
    int i = 0, j;
#pragma bbmm
    {
        i = 1;
        for (j = 0; j < n; j++)
            a[i][j] = a[i][j] + j;
        i = 3;
        for (j = 0; j < n; j++)
            a[i][j] = a[i][j] * 2;
    }
    i = i + 1;            /* starts with 'i =' but reads i: C gives 4 */
    return i;
}

int main(void)
{
    for (int p = 0; p < N; p++) for (int q = 0; q < N; q++) a[p][q] = p + q;
    int r = f(N);
    printf("%d\n", r);
    double h = 0; for (int p = 0; p < N; p++) for (int q = 0; q < N; q++) h = h * 0.9 + a[p][q];
    printf("%a\n", h);
    return 0;
}
