#include <stdio.h>
#include <math.h>

#define N 40
double a[N], b[N], c[N][N];
int flag[N];

int main(void)
{
    int n = N;
    for (int i = 0; i < N; i++) { a[i] = sin(i * 1.3); b[i] = 0; flag[i] = i % 3; for (int j = 0; j < N; j++) c[i][j] = cos(i + 2.0 * j); }
#pragma bbmm
    for (int i = 0; i < n; i++) {
        if (a[i] > 0)
            b[i] = a[i] * 2;
        else if (flag[i] == 1)
            b[i] = -a[i];
        if (i > 0 && b[i - 1] > 0.5)
            a[i] = a[i] + 1;
    }
#pragma bbmm
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (c[i][j] > c[j][i] && i != j)
                c[i][j] = c[j][i];
    double h = 0; for (int i = 0; i < N; i++) { h = h * 0.9 + a[i] + b[i]; for (int j = 0; j < N; j++) h += c[i][j] * 1e-3; }
    printf("%a\n", h);
    return 0;
}
