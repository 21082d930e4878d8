/* separable blur on unsigned char image with integer rounding and clamped indices */
#include <stdio.h>
#include <stdint.h>
#define W 24
#define H 20
static unsigned char img[H][W], tmp[H][W], out[H][W];
static void blur(int h, int w)
{
    int y, x;
#pragma bbmm
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) {
            int xm = x - 1 < 0 ? 0 : x - 1;
            int xp = x + 1 >= w ? w - 1 : x + 1;
            tmp[y][x] = (unsigned char)((img[y][xm] + 2 * img[y][x] + img[y][xp] + 2) / 4);
        }
#pragma bbmm
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) {
            int ym = y - 1 < 0 ? 0 : y - 1;
            int yp = y + 1 >= h ? h - 1 : y + 1;
            int v = (tmp[ym][x] + 2 * tmp[y][x] + tmp[yp][x] + 2) >> 2;
            v = v * 3 / 2 - 20;
            out[y][x] = (unsigned char)(v < 0 ? 0 : (v > 255 ? 255 : v));
        }
}
static void run(int h, int w)
{
    int y, x;
    unsigned sum = 0;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) img[y][x] = (unsigned char)((x * 37 + y * 91 + x * y) & 255);
    blur(h, w);
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) sum = sum * 31u + out[y][x];
    printf("h=%d w=%d sum=%u\n", h, w, sum);
    for (y = 0; y < h && y < 4; y++) { for (x = 0; x < w; x++) printf("%u ", out[y][x]); printf("\n"); }
}
int main(void)
{
    run(0, 0); run(1, 1); run(1, 5); run(2, 2); run(7, 3); run(20, 24);
    return 0;
}
