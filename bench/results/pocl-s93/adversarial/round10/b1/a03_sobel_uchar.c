/* Sobel on unsigned char image with MIN/MAX clamp macros, abs, threshold, and per-bin counts via affine if */
#include <stdio.h>
#include <stdlib.h>
#define MIN(a,b) ((a) < (b) ? (a) : (b))
#define MAX(a,b) ((a) > (b) ? (a) : (b))
#define W 40
#define H 33
static unsigned char img[H][W], edge[H][W], bin[H][W];
static int counts[8];

static void sobel(int h, int w)
{
    int y, x, b;
#pragma bbmm
    {
        for (y = 1; y < h - 1; y++)
            for (x = 1; x < w - 1; x++) {
                int gx = -img[y-1][x-1] - 2*img[y][x-1] - img[y+1][x-1]
                         + img[y-1][x+1] + 2*img[y][x+1] + img[y+1][x+1];
                int gy = -img[y-1][x-1] - 2*img[y-1][x] - img[y-1][x+1]
                         + img[y+1][x-1] + 2*img[y+1][x] + img[y+1][x+1];
                int m = abs(gx) + abs(gy);
                edge[y][x] = (unsigned char)MAX(0, MIN(255, m));
            }
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++)
                bin[y][x] = edge[y][x] > 100 ? 255 : 0;
        for (b = 0; b < 8; b++) {
            counts[b] = 0;
            for (y = 0; y < h; y++)
                for (x = 0; x < w; x++)
                    if (edge[y][x] / 32 == b)
                        counts[b] += 1;
        }
    }
}

int main(void)
{
    int sz[][2] = {{1,1},{2,3},{3,3},{7,5},{H,W}};
    for (int s = 0; s < 5; s++) {
        int h = sz[s][0], w = sz[s][1];
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                img[y][x] = (unsigned char)((x * 37 + y * 91 + (x * y) % 13) & 0xff);
                edge[y][x] = 7; bin[y][x] = 1;
            }
        sobel(h, w);
        unsigned long cs = 0;
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                cs = cs * 31u + edge[y][x] + 3u * bin[y][x];
        printf("%d %d cs=%lu\n", h, w, cs);
        for (int b = 0; b < 8; b++) printf(" %d", counts[b]);
        printf("\n");
    }
    return 0;
}
