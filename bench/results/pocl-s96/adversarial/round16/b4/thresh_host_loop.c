/* threshold image in a region for several host-chosen thresholds; host counts pixels and picks the next threshold */
#include <stdio.h>
#include <stdint.h>
#define H 16
#define W 16
static uint8_t img[H][W], bin[H][W];
int main(void)
{
    int h, w, y, x, k;
    for (h = 1; h <= H; h += 5) {
        w = H + 1 - h;
        unsigned thr = 128;
        for (y = 0; y < h; y++) for (x = 0; x < w; x++) img[y][x] = (uint8_t)(((x + 1) * (y + 3) * 29) & 0xff);
        for (k = 0; k < 5; k++) {
            int cnt = 0;
#pragma bbmm
            for (y = 0; y < h; y++)
                for (x = 0; x < w; x++)
                    bin[y][x] = img[y][x] >= thr ? (uint8_t)255 : (uint8_t)0;
            for (y = 0; y < h; y++) for (x = 0; x < w; x++) cnt += bin[y][x] != 0;
            printf("h=%d w=%d thr=%u cnt=%d\n", h, w, thr, cnt);
            if (2 * cnt > h * w) thr += 128u >> (k + 1); else thr -= 128u >> (k + 1);
        }
        for (y = 0; y < h; y++) { for (x = 0; x < w; x++) putchar(bin[y][x] ? '1' : '0'); putchar('\n'); }
    }
    return 0;
}
