#include <stdio.h>

#define N 50
double a[N], b[N], m[N][N];

static int f(int n)
{
    int i, j, last;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            a[i] = a[i] + 1.0;
        for (j = 0; j < i; j++)
            b[j] = a[j] * 2.0 + i;
    }
    last = i;
    return last * 100 + j;
}

static int g(int n)
{
    int i, j = -7;
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = 0; j < i; j++)
            m[i][j] = m[i][j] + i * j;
    return i * 1000 + j;
}

int main(void)
{
    int ns[] = {0, 1, 2, 3, 17, 50};
    for (int s = 0; s < 6; s++) {
        for (int i = 0; i < N; i++) { a[i] = i; b[i] = -1; for (int j = 0; j < N; j++) m[i][j] = 0.5; }
        int r1 = f(ns[s]);
        int r2 = g(ns[s]);
        double h = 0;
        for (int i = 0; i < N; i++) { h += a[i] + 3 * b[i]; for (int j = 0; j < N; j++) h += m[i][j] * (j + 1); }
        printf("n=%d %d %d %a\n", ns[s], r1, r2, h);
    }
    return 0;
}
