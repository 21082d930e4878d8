#include <stdio.h>

#define N 25
int i, j, k;
double a[N][N], b[N][N];

static void show(void) { printf("globals i=%d j=%d k=%d\n", i, j, k); }

static void calc(int n)
{
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            b[i][j] = a[i][j] * 2 + a[j][i];
    show();
#pragma bbmm
    for (k = n - 1; k >= 0; k -= 3)
        for (j = 0; j < n; j++)
            a[k][j] = b[k][j] - 1;
    show();
}

int main(void)
{
    int ns[] = {0, 1, 4, 25};
    for (int s = 0; s < 4; s++) {
        for (int p = 0; p < N; p++) for (int q = 0; q < N; q++) { a[p][q] = p - q * 0.5; b[p][q] = 0; }
        i = j = k = 99;
        calc(ns[s]);
        double h = 0; for (int p = 0; p < N; p++) for (int q = 0; q < N; q++) h = h * 0.9 + a[p][q] + b[p][q];
        printf("n=%d %a\n", ns[s], h);
    }
    return 0;
}
