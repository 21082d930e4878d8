/* 3x3 convolution with a small filter array and clamped boundaries via ?: and a MIN/MAX macro in subscripts */
#include <stdio.h>
#define N 17
#define MIN(a,b) ((a) < (b) ? (a) : (b))
#define MAX(a,b) ((a) > (b) ? (a) : (b))
static float img[N][N], out[N][N];
static const float w[3][3] = {{1.f/16, 2.f/16, 1.f/16}, {2.f/16, 4.f/16, 2.f/16}, {1.f/16, 2.f/16, 1.f/16}};
static void blur(int n, int m)
{
    int i, j, di, dj;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) {
            float s = 0.0f;
            for (di = -1; di <= 1; di++)
                for (dj = -1; dj <= 1; dj++)
                    s += w[di + 1][dj + 1] * img[MIN(MAX(i + di, 0), n - 1)][j + dj < 0 ? 0 : (j + dj > m - 1 ? m - 1 : j + dj)];
            out[i][j] = s;
        }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) img[i][j] = (float)((i * 13 + j * 7) % 10);
    for (n = 1; n <= N; n += 4) {
        blur(n, N + 1 - n);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) { for (j = 0; j < N + 1 - n; j++) printf("%a ", out[i][j]); printf("\n"); }
    }
    return 0;
}
