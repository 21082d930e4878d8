/* Mandelbrot escape counts with private scalars and a data-dependent if inside a fixed loop */
#include <stdio.h>
#define W 24
#define H 16
static int cnt[H][W];
static double zr[H][W];
static void mandel(int h, int w, int maxit)
{
    int i, j, k;
    double x, y, cx, cy, xt;
#pragma bbmm
    for (i = 0; i < h; i++)
        for (j = 0; j < w; j++) {
            cx = -2.0 + 2.5 * j / w;
            cy = -1.0 + 2.0 * i / h;
            x = 0.0; y = 0.0;
            cnt[i][j] = 0;
            for (k = 0; k < maxit; k++)
                if (x * x + y * y <= 4.0) {
                    xt = x * x - y * y + cx;
                    y = 2 * x * y + cy;
                    x = xt;
                    cnt[i][j] += 1;
                }
            zr[i][j] = x;
        }
}
int main(void)
{
    int i, j, m;
    for (m = 1; m <= 40; m += 13) {
        mandel(H - m / 10, W, m);
        for (i = 0; i < H; i++) { for (j = 0; j < W; j++) printf("%d:%a ", cnt[i][j], zr[i][j]); printf("\n"); }
    }
    return 0;
}
