#include <stdio.h>

#define N 41
double a[N], b[N], c[N][N];

static void f(int n)
{
#pragma bbmm
    for (int i = -n / 2; i < (n + 1) / 2; i++)
        a[i + n / 2] = a[i + n / 2] + i;
#pragma bbmm
    for (int i = 0; i < n; i++)
        b[(i - 7) / 2 + 4] = b[(i - 7) / 2 + 4] + (i - 7) % 3;
#pragma bbmm
    for (int i = 0; i < n; i++)
        for (int j = (i - 3) / 2 + 1; j < n; j++)
            c[i][j] = c[i][j] - (j - i) / 4 + (j - i) % 4;
}

int main(void)
{
    int ns[] = {0, 1, 2, 3, 8, 9, 33};
    for (int s = 0; s < 7; s++) {
        for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; for (int j = 0; j < N; j++) c[i][j] = i - j; }
        f(ns[s]);
        double h = 0; for (int i = 0; i < N; i++) { h = h * 0.9 + a[i] + 0.5 * b[i]; for (int j = 0; j < N; j++) h += c[i][j] * 1e-3; }
        printf("n=%d %a\n", ns[s], h);
    }
    return 0;
}
