/* region finds min, max and argmax (first on ties) of an image into scalars, then rescales to [0,255] unsigned char with rounding, all in one region */
#include <stdio.h>
#define H 18
#define W 22
static float im[H][W];
static unsigned char out[H][W];
static float mn, mx;
static int amax_y, amax_x;

static void normalize(int h, int w)
{
    int y, x;
#pragma bbmm
    {
        mn = im[0][0]; mx = im[0][0]; amax_y = 0; amax_x = 0;
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++) {
                if (im[y][x] < mn) mn = im[y][x];
                if (im[y][x] > mx) { mx = im[y][x]; amax_y = y; amax_x = x; }
            }
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++)
                out[y][x] = mx > mn ? (unsigned char)((im[y][x] - mn) * 255.0f / (mx - mn) + 0.5f) : 0;
    }
}

int main(void)
{
    int sz[][2] = {{1, 1}, {1, 4}, {3, 1}, {5, 7}, {H, W}};
    for (int s = 0; s < 5; s++) {
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) im[y][x] = (float)(((y * 13 + x * 7) % 19) - 6) * 0.37f;
        normalize(sz[s][0], sz[s][1]);
        unsigned cs = 0;
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) cs = cs * 17u + out[y][x];
        printf("%a %a %d %d %u\n", mn, mx, amax_y, amax_x, cs);
    }
    return 0;
}
