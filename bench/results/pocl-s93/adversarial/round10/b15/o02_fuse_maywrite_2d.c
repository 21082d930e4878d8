/* 2-D: obstacle mask applied with a data condition (may-write of u), then a sibling nest computing gradients of u at shifted points, and an independent nest on another array */
#include <stdio.h>
#define N 40
static double u[N][N], gx[N][N], w[N][N];
static int mask[N][N];
static void apply(int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (mask[i][j]) u[i][j] = 0.0;
        for (i = 0; i < n; i++)
            for (j = 1; j < n - 1; j++)
                gx[i][j] = u[i][j + 1] - u[i][j - 1];
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                w[i][j] = w[i][j] * 0.5 + 1.0;
    }
}
int main(void)
{
    int ns[] = {1, 2, 3, 11, 40};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { u[i][j] = (i * 3 + j) % 7; mask[i][j] = (i * 5 + j * 3) % 4 == 0; gx[i][j] = 0; w[i][j] = j; }
        apply(n);
        double s1 = 0, s2 = 0;
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { s1 += gx[i][j] * (i + 1); s2 += u[i][j] + w[i][j]; }
        printf("n=%d %a %a\n", n, s1, s2);
    }
    return 0;
}
