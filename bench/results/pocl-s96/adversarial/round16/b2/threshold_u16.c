/* uint16_t image: gradient magnitude with abs of int differences, clamped, thresholded into a uint8 mask */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
static void run(int h, int w, unsigned thr)
{
    uint16_t (*im)[32] = malloc(sizeof(uint16_t[32]) * (h > 0 ? h : 1));
    uint16_t (*g)[32] = malloc(sizeof(uint16_t[32]) * (h > 0 ? h : 1));
    uint8_t (*mask)[32] = malloc(sizeof(uint8_t[32]) * (h > 0 ? h : 1));
    int y, x;
    unsigned long s = 0;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) im[y][x] = (uint16_t)((x * 2311u + y * 4099u + x * y * 17u) % 65536u);
#pragma bbmm
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) {
            int xl = x > 0 ? x - 1 : 0, xr = x < w - 1 ? x + 1 : w - 1;
            int yu = y > 0 ? y - 1 : 0, yd = y < h - 1 ? y + 1 : h - 1;
            int gx = im[y][xr] - im[y][xl];
            int gy = im[yd][x] - im[yu][x];
            int m = abs(gx) + abs(gy);
            g[y][x] = (uint16_t)(m > 65535 ? 65535 : m);
            mask[y][x] = (uint8_t)(g[y][x] > thr ? 255 : 0);
        }
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) s = s * 131u + g[y][x] + mask[y][x];
    printf("h=%d w=%d s=%lu\n", h, w, s);
    if (h > 0) { for (x = 0; x < w; x++) printf("%u/%u ", g[h - 1][x], mask[h - 1][x]); printf("\n"); }
    free(im); free(g); free(mask);
}
int main(void)
{
    run(0, 0, 0); run(1, 1, 0); run(1, 7, 100); run(3, 2, 30000); run(17, 32, 40000); run(32, 9, 1000);
    return 0;
}
