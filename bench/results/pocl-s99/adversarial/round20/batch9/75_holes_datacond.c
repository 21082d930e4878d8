#include <stdio.h>
#include <math.h>

#define N 60
double a[N][N], b[N][N];
float f[N];

int main(void)
{
    int n = N;
    for (int i = 0; i < N; i++) { f[i] = (i % 5 == 0) ? NAN : (float)(i - 30); for (int j = 0; j < N; j++) { a[i][j] = sin(i * 0.7 + j); b[i][j] = 7.0; } }
    for (int t = 0; t < 4; t++) {
#pragma bbmm
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                if (a[i][j] > 0.3 * t - 0.5)
                    b[i][j] = a[i][j] + t;
#pragma bbmm
        for (int i = 0; i < n; i++)
            if (f[i] > 0.0f || f[i] < -20.0f)
                f[i] = f[i] * 0.5f;
#pragma bbmm
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                a[i][j] = (b[i][j] < 5.0) ? a[i][j] * 0.9 : b[i - 1][j] * 0.1;
    }
    double h = 0; for (int i = 0; i < N; i++) { h = h * 0.99 + (isnan(f[i]) ? 1.0 : f[i]); for (int j = 0; j < N; j++) h += a[i][j] * 1e-3 + b[i][j] * 1e-4; }
    printf("%a\n", h);
    return 0;
}
