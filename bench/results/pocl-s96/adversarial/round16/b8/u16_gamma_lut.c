/* uint16_t image scaled with rounding shifts ((v * g + 128) >> 8), clamped, then mapped through a small const LUT by v >> 12 */
#include <stdio.h>
#include <stdint.h>
static const uint16_t lut[16] = {0, 100, 400, 900, 1600, 2500, 3600, 4900, 6400, 8100, 10000, 12100, 14400, 16900, 19600, 22500};
static uint16_t img[20][20], out[20][20];
static void run(int h, int w, unsigned g)
{
    int y, x;
    unsigned long s = 0;
    for (y = 0; y < h; y++) for (x = 0; x < w; x++) img[y][x] = (uint16_t)(x * 3001u + y * 977u);
#pragma bbmm
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) {
            unsigned v = ((unsigned)img[y][x] * g + 128u) >> 8;
            v = v > 65535u ? 65535u : v;
            out[y][x] = (uint16_t)(v / 2u + lut[(y * 7 + x) % 16] / 4u);
        }
    for (y = 0; y < h; y++) for (x = 0; x < w; x++) s = s * 7u + out[y][x];
    printf("h=%d w=%d g=%u s=%lu\n", h, w, g, s);
}
int main(void)
{
    run(0, 0, 256); run(1, 1, 300); run(2, 5, 512); run(20, 20, 255); run(7, 13, 1000);
    return 0;
}
