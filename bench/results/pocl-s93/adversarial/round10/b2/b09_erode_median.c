/* morphology on int image: erosion as min over a (2r+1)^2 window with bounds clamped by ternaries in loop bounds, then 3x3 median via sorting-network macro on locals */
#include <stdio.h>
#define H 24
#define W 28
#define SORT2(a,b) { if ((a) > (b)) { int t_ = (a); (a) = (b); (b) = t_; } }
static int im[H][W], er[H][W], med[H][W];

static void morph(int h, int w, int r)
{
    int y, x, dy, dx;
#pragma bbmm
    {
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++) {
                int m = im[y][x];
                for (dy = (y - r < 0 ? 0 : y - r); dy <= (y + r > h - 1 ? h - 1 : y + r); dy++)
                    for (dx = (x - r < 0 ? 0 : x - r); dx <= (x + r > w - 1 ? w - 1 : x + r); dx++)
                        m = im[dy][dx] < m ? im[dy][dx] : m;
                er[y][x] = m;
            }
        for (y = 1; y < h - 1; y++)
            for (x = 1; x < w - 1; x++) {
                int a = er[y-1][x], b = er[y][x-1], c = er[y][x], d = er[y][x+1], e = er[y+1][x];
                SORT2(a, b); SORT2(d, e); SORT2(a, c); SORT2(b, c); SORT2(a, d); SORT2(c, d); SORT2(b, e); SORT2(b, c); SORT2(d, e);
                med[y][x] = c;
            }
    }
}

int main(void)
{
    int sz[][3] = {{1, 1, 1}, {2, 3, 0}, {3, 3, 1}, {5, 8, 2}, {H, W, 1}, {H, W, 3}};
    for (int s = 0; s < 6; s++) {
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) { im[y][x] = (y * 31 + x * 17 + (x ^ y)) % 50; med[y][x] = -1; }
        morph(sz[s][0], sz[s][1], sz[s][2]);
        long c1 = 0, c2 = 0;
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) { c1 = c1 * 7 % 1000003 + er[y][x]; c2 = c2 * 5 % 1000003 + med[y][x] + 1; }
        printf("%d %d %d: %ld %ld\n", sz[s][0], sz[s][1], sz[s][2], c1, c2);
    }
    return 0;
}
