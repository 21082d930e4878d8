#include <stdio.h>

#define N 14
double a[N][N];

static int f(int n)
{
    int k, i;
    for (k = 1; k < n; k++) {
        int km = k - 1;
#pragma bbmm
        for (i = 0; i < n; i++)
            a[k][i] = a[km][i] * 0.5 + a[k][i];
    }
    return k * 100 + i;
}

int main(void)
{
    int ns[] = {2, 5, 14};
    for (int s = 0; s < 3; s++) {
        for (int p = 0; p < N; p++) for (int q = 0; q < N; q++) a[p][q] = p - q;
        int r = f(ns[s]);
        double h = 0; for (int p = 0; p < N; p++) for (int q = 0; q < N; q++) h = h * 0.9 + a[p][q];
        printf("%d %a\n", r, h);
    }
    return 0;
}
