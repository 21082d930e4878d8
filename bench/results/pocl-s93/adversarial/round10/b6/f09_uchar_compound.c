/* unsigned char image: brightness += delta with wrap-around, saturating add via ternary, short gradients, and int averages with /= on narrow types */
#include <stdio.h>
#define H 16
#define W 20
static unsigned char img[H][W], sat[H][W];
static short gx[H][W];
static signed char sc[H][W];

static void adjust(int h, int w, int delta)
{
    int y, x;
#pragma bbmm
    {
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++) {
                int s = img[y][x] + delta;
                sat[y][x] = s > 255 ? 255 : (s < 0 ? 0 : s);
                img[y][x] += delta;
                sc[y][x] /= 3;
                sc[y][x] -= 7;
            }
        for (y = 0; y < h; y++)
            for (x = 1; x < w; x++)
                gx[y][x] = (short)(sat[y][x] - sat[y][x - 1]);
    }
}

int main(void)
{
    int sz[][3] = {{1, 1, 5}, {2, 3, -40}, {H, W, 100}, {7, 9, -200}};
    for (int s = 0; s < 4; s++) {
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) { img[y][x] = (unsigned char)(y * 29 + x * 13); sc[y][x] = (signed char)(x * 11 - y * 9); gx[y][x] = 0; }
        for (int t = 0; t < 2; t++) adjust(sz[s][0], sz[s][1], sz[s][2]);
        long cs = 0;
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) cs = (cs * 7 + img[y][x] + 3 * sat[y][x] + gx[y][x] + sc[y][x]) % 1000000007;
        printf("%ld\n", cs);
    }
    return 0;
}
