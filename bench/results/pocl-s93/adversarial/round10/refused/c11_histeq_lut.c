/* histogram equalization: counts per gray level via gather loop, cdf scan, LUT, then apply LUT through a data subscript (lut[img[y][x]]) */
#include <stdio.h>
#define H 20
#define W 24
#define L 16
static unsigned char img[H][W], out[H][W];
static int hist[L], cdf[L], lut[L];

static void equalize(int h, int w)
{
    int y, x, g;
#pragma bbmm
    {
        for (g = 0; g < L; g++) {
            hist[g] = 0;
            for (y = 0; y < h; y++)
                for (x = 0; x < w; x++)
                    hist[g] += img[y][x] == g;
        }
        cdf[0] = hist[0];
        for (g = 1; g < L; g++) cdf[g] = cdf[g - 1] + hist[g];
        for (g = 0; g < L; g++) lut[g] = h * w > 0 ? (cdf[g] * (L - 1)) / (h * w) : 0;
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++)
                out[y][x] = (unsigned char)lut[img[y][x]];
    }
}

int main(void)
{
    int sz[][2] = {{0, 0}, {1, 1}, {3, 5}, {H, W}};
    for (int s = 0; s < 4; s++) {
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) img[y][x] = (unsigned char)(((x * x + y * 3) % 11) + (y > 10));
        equalize(sz[s][0], sz[s][1]);
        for (int g = 0; g < L; g++) printf("%d ", lut[g]);
        unsigned cs = 0;
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) cs = cs * 33u + out[y][x];
        printf("| %u\n", cs);
    }
    return 0;
}
