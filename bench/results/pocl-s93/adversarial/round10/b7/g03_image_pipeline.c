/* image pipeline: interleaved RGB to gray ((77r+150g+29b)>>8), 5x5 integer Gaussian with a const weight table, Sobel magnitude via sqrtf, direction-quantised thinning and double threshold to uchar */
#include <stdio.h>
#include <math.h>
#define H 30
#define W 36
static const int gw[5][5] = {{1,4,6,4,1},{4,16,24,16,4},{6,24,36,24,6},{4,16,24,16,4},{1,4,6,4,1}};
static unsigned char rgb[H][3 * W], gray[H][W], blur[H][W], edges[H][W];
static float mag[H][W];
static int gxs[H][W], gys[H][W];

static void pipeline(int h, int w, float lo, float hi)
{
    int y, x, a, b;
#pragma bbmm
    {
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++)
                gray[y][x] = (unsigned char)((77 * rgb[y][3 * x] + 150 * rgb[y][3 * x + 1] + 29 * rgb[y][3 * x + 2]) >> 8);
        for (y = 2; y < h - 2; y++)
            for (x = 2; x < w - 2; x++) {
                int s = 0;
                for (a = 0; a < 5; a++)
                    for (b = 0; b < 5; b++)
                        s += gw[a][b] * gray[y + a - 2][x + b - 2];
                blur[y][x] = (unsigned char)((s + 128) >> 8);
            }
        for (y = 3; y < h - 3; y++)
            for (x = 3; x < w - 3; x++) {
                int gx = blur[y - 1][x + 1] + 2 * blur[y][x + 1] + blur[y + 1][x + 1] - blur[y - 1][x - 1] - 2 * blur[y][x - 1] - blur[y + 1][x - 1];
                int gy = blur[y + 1][x - 1] + 2 * blur[y + 1][x] + blur[y + 1][x + 1] - blur[y - 1][x - 1] - 2 * blur[y - 1][x] - blur[y - 1][x + 1];
                gxs[y][x] = gx; gys[y][x] = gy;
                mag[y][x] = sqrtf((float)(gx * gx + gy * gy));
            }
    }
#pragma bbmm
    for (y = 4; y < h - 4; y++)
        for (x = 4; x < w - 4; x++) {
            float m = mag[y][x];
            int horiz = abs(gxs[y][x]) >= abs(gys[y][x]);
            float n1 = horiz ? mag[y][x - 1] : mag[y - 1][x];
            float n2 = horiz ? mag[y][x + 1] : mag[y + 1][x];
            edges[y][x] = (m >= n1 && m >= n2) ? (m >= hi ? 255 : (m >= lo ? 128 : 0)) : 0;
        }
}

int main(void)
{
    int sz[][2] = {{1, 1}, {5, 5}, {9, 8}, {9, 9}, {H, W}};
    for (int s = 0; s < 5; s++) {
        for (int y = 0; y < H; y++) for (int x = 0; x < 3 * W; x++) rgb[y][x] = (unsigned char)(((x / 3) * 23 + y * 41 + (x % 3) * 80 + ((x / 3 > 15) ? 90 : 0)) & 255);
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) { blur[y][x] = edges[y][x] = 0; mag[y][x] = 0.0f; gxs[y][x] = gys[y][x] = 0; }
        pipeline(sz[s][0], sz[s][1], 40.0f, 90.0f);
        unsigned long cs = 0; double ms = 0;
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) { cs = cs * 7u + edges[y][x] + blur[y][x] + gray[y][x]; ms += mag[y][x]; }
        printf("%dx%d cs=%lu ms=%a\n", sz[s][0], sz[s][1], cs, ms);
    }
    return 0;
}
