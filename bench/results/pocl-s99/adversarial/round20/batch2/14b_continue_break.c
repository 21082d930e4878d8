#include <stdio.h>

#define N 30
double a[N], b[N], c[N][N];

int main(void)
{
    int n = N, i, j;
    for (i = 0; i < N; i++) { a[i] = 10 - i; b[i] = 0; for (j = 0; j < N; j++) c[i][j] = i - j; }
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i % 3 == 0) continue;
        for (j = 0; j < n; j++) {
            if (c[i][j] < -5) continue;
            c[i][j] = c[i][j] * 0.5 + a[j];
        }
    }
    double h = 0; for (i = 0; i < N; i++) for (j = 0; j < N; j++) h += c[i][j] * (i + 2 * j);
    printf("%a\n", h);
    return 0;
}
