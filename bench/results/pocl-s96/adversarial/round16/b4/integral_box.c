/* integral image (row then column prefix, unsigned long) and a box filter from it with clamped corners */
#include <stdio.h>
#define H 20
#define W 20
static unsigned char img[H][W];
static unsigned long S[H + 1][W + 1];
static unsigned out[H][W];
static void run(int h, int w, int r)
{
    int y, x;
    for (y = 0; y < h; y++) for (x = 0; x < w; x++) img[y][x] = (unsigned char)((x * 31 + y * 17) ^ (x * y));
    for (y = 0; y <= h; y++) for (x = 0; x <= w; x++) S[y][x] = 0;
#pragma bbmm
    for (y = 1; y <= h; y++)
        for (x = 1; x <= w; x++)
            S[y][x] = img[y - 1][x - 1] + S[y][x - 1];
#pragma bbmm
    for (y = 1; y <= h; y++)
        for (x = 1; x <= w; x++)
            S[y][x] += S[y - 1][x];
#pragma bbmm
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) {
            int y0 = y - r < 0 ? 0 : y - r, y1 = y + r + 1 > h ? h : y + r + 1;
            int x0 = x - r < 0 ? 0 : x - r, x1 = x + r + 1 > w ? w : x + r + 1;
            out[y][x] = (unsigned)((S[y1][x1] - S[y0][x1] - S[y1][x0] + S[y0][x0]) / (unsigned long)((y1 - y0) * (x1 - x0)));
        }
    printf("h=%d w=%d r=%d total=%lu\n", h, w, r, S[h][w]);
    for (y = 0; y < h; y++) { for (x = 0; x < w; x++) printf("%u ", out[y][x]); printf("\n"); }
}
int main(void)
{
    run(0, 0, 1); run(1, 1, 0); run(1, 4, 2); run(3, 3, 1); run(20, 20, 2); run(7, 11, 3);
    return 0;
}
