/* HOG-like cell histograms: 4x4-pixel cells, gradient orientation bin per pixel from sign/ratio tests, per-cell per-bin counts by gather with affine cell ranges, then block normalisation (L1) in float */
#include <stdio.h>
#define H 24
#define W 28
#define CS 4
#define NB 4
static int img[H][W], ori[H][W];
static int hist[H / CS][W / CS][NB];
static float nh[H / CS][W / CS][NB];

static void hog(int h, int w)
{
    int y, x, cy, cx, b;
#pragma bbmm
    {
        for (y = 1; y < h - 1; y++)
            for (x = 1; x < w - 1; x++) {
                int gx = img[y][x + 1] - img[y][x - 1], gy = img[y + 1][x] - img[y - 1][x];
                int ax = gx < 0 ? -gx : gx, ay = gy < 0 ? -gy : gy;
                ori[y][x] = ay <= ax / 2 ? 0 : (ax <= ay / 2 ? 2 : ((gx > 0) == (gy > 0) ? 1 : 3));
            }
        for (cy = 0; cy < h / CS; cy++)
            for (cx = 0; cx < w / CS; cx++)
                for (b = 0; b < NB; b++) {
                    int c = 0;
                    for (y = cy * CS; y < cy * CS + CS; y++)
                        for (x = cx * CS; x < cx * CS + CS; x++)
                            if (y >= 1 && y < h - 1 && x >= 1 && x < w - 1 && ori[y][x] == b) c++;
                    hist[cy][cx][b] = c;
                }
        for (cy = 0; cy < h / CS; cy++)
            for (cx = 0; cx < w / CS; cx++) {
                int tot = 0;
                for (b = 0; b < NB; b++) tot += hist[cy][cx][b];
                for (b = 0; b < NB; b++) nh[cy][cx][b] = tot > 0 ? (float)hist[cy][cx][b] / (float)tot : 0.0f;
            }
    }
}

int main(void)
{
    int sz[][2] = {{3, 3}, {4, 4}, {8, 5}, {13, 17}, {H, W}};
    for (int s = 0; s < 5; s++) {
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) { img[y][x] = (x * x + 3 * y * x + y * 7) % 31; ori[y][x] = 0; }
        hog(sz[s][0], sz[s][1]);
        for (int cy = 0; cy < sz[s][0] / CS; cy++) for (int cx = 0; cx < sz[s][1] / CS; cx++) {
            for (int b = 0; b < NB; b++) printf("%d:%a ", hist[cy][cx][b], nh[cy][cx][b]);
            printf("\n");
        }
        printf("--\n");
    }
    return 0;
}
