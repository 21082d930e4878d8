/* 5-tap box blur on unsigned char with a clamp helper in subscripts, integer rounding, radius 2 at tiny widths */
#include <stdio.h>
#define W 33
#define H 9
static unsigned char in[H][W], out[H][W];
static int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
static void run(int h, int w)
{
    int y, x;
    unsigned s = 0;
    for (y = 0; y < h; y++) for (x = 0; x < w; x++) in[y][x] = (unsigned char)(x * x * 7 + y * 13);
#pragma bbmm
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            out[y][x] = (unsigned char)((in[y][clampi(x - 2, 0, w - 1)] + in[y][clampi(x - 1, 0, w - 1)] + in[y][x]
                        + in[y][clampi(x + 1, 0, w - 1)] + in[y][clampi(x + 2, 0, w - 1)] + 2) / 5);
    for (y = 0; y < h; y++) for (x = 0; x < w; x++) s = s * 33u ^ out[y][x];
    printf("h=%d w=%d s=%u\n", h, w, s);
    for (x = 0; x < w; x++) printf("%u ", h > 0 ? out[h - 1][x] : 0u);
    printf("\n");
}
int main(void)
{
    run(0, 0); run(1, 1); run(1, 2); run(2, 3); run(3, 4); run(9, 33); run(4, 5);
    return 0;
}
