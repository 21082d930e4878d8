/* in-place cumulative sums of a float image along rows (parallel over rows) then down columns (parallel over columns), then a mean filter from the summed table */
#include <stdio.h>
#define H 64
#define W 48
static float S[H][W];
static float M[H][W];

static void cumsum(int h, int w)
{
    int y, x;
#pragma bbmm
    {
        for (y = 0; y < h; y++)
            for (x = 1; x < w; x++)
                S[y][x] += S[y][x - 1];
        for (y = 1; y < h; y++)
            for (x = 0; x < w; x++)
                S[y][x] += S[y - 1][x];
        for (y = 1; y < h; y++)
            for (x = 1; x < w; x++)
                M[y][x] = (S[y][x] - S[y - 1][x] - S[y][x - 1] + S[y - 1][x - 1]);
    }
}

int main(void)
{
    int sz[][2] = {{1, 1}, {1, 7}, {6, 1}, {5, 5}, {H, W}};
    for (int s = 0; s < 5; s++) {
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) { S[y][x] = (float)((y * 7 + x * 3) % 10) * 0.1f; M[y][x] = -1.0f; }
        cumsum(sz[s][0], sz[s][1]);
        double a = 0, b = 0;
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) { a += S[y][x] * (x + 1); b += M[y][x]; }
        printf("%dx%d %a %a %a\n", sz[s][0], sz[s][1], a, b, S[sz[s][0] - 1][sz[s][1] - 1]);
    }
    return 0;
}
