#include <stdio.h>

#define N 50
double a[N][N];

static void colop(int n, int c0, int stride)
{
#pragma bbmm
    for (int i = 0; i < n; i++)
        for (int j = c0; j < n; j += 4)
            a[i][j] = a[i][j] * 2.0 - i;
    (void)stride;
}

int main(void)
{
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = i + j * 0.5;
    for (int r = 0; r < 8; r++) colop(N - r * 3, r % 4, 4);
    double h = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 0.999 + a[i][j];
    printf("%a\n", h);
    return 0;
}
