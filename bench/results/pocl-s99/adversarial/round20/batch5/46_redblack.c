#include <stdio.h>

#define N 21
double u[N][N], f[N][N];

static void sweep(int n, int color)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        for (int j = 1 + (i + color) % 2; j < n - 1; j += 2)
            u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]);
}

static void sweep2(int n, int color)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            if ((i + j) % 2 == color)
                u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]);
}

int main(void)
{
    int ns[] = {2, 3, 8, 21};
    for (int s = 0; s < 4; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { u[i][j] = (i == 0) ? 1 : 0; f[i][j] = ((i * j) % 5) * 0.01; }
        for (int t = 0; t < 6; t++) { sweep(n, 0); sweep(n, 1); sweep2(n, t % 2); }
        double h = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 0.9 + u[i][j];
        printf("n=%d %a\n", n, h);
    }
    return 0;
}
