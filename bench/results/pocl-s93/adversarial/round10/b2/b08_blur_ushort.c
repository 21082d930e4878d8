/* separable binomial blur on unsigned short image with clamped edge subscripts via MAX/MIN macros, integer rounding (a+2b+c+2)>>2, then unsigned threshold and difference image */
#include <stdio.h>
#define MAX(a,b) ((a) > (b) ? (a) : (b))
#define MIN(a,b) ((a) < (b) ? (a) : (b))
#define H 31
#define W 45
static unsigned short in[H][W], tmp[H][W], out[H][W];
static unsigned char mask[H][W];
static int diff[H][W];

static void blur(int h, int w, unsigned thr)
{
    int y, x;
#pragma bbmm
    {
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++)
                tmp[y][x] = (unsigned short)((in[y][MAX(x - 1, 0)] + 2 * in[y][x] + in[y][MIN(x + 1, w - 1)] + 2) >> 2);
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++)
                out[y][x] = (unsigned short)((tmp[MAX(y - 1, 0)][x] + 2u * tmp[y][x] + tmp[MIN(y + 1, h - 1)][x] + 2u) >> 2);
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++) {
                mask[y][x] = out[y][x] > thr;
                diff[y][x] = in[y][x] - out[y][x];
            }
    }
}

int main(void)
{
    int sz[][2] = {{1, 1}, {1, 5}, {4, 1}, {2, 2}, {7, 13}, {H, W}};
    for (int s = 0; s < 6; s++) {
        int h = sz[s][0], w = sz[s][1];
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) in[y][x] = (unsigned short)((x * 7919 + y * 104729 + x * y * 31) % 65536);
        blur(h, w, 30000u);
        unsigned long cs = 0; long ds = 0; int cnt = 0;
        for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) { cs = cs * 131u + out[y][x]; ds += diff[y][x]; cnt += mask[y][x]; }
        printf("%dx%d cs=%lu ds=%ld cnt=%d\n", h, w, cs, ds, cnt);
    }
    return 0;
}
