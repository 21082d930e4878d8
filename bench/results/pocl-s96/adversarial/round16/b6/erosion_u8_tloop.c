/* binary erosion/dilation alternating on unsigned char images in a time loop, two buffers, 3x3 with clamped borders */
#include <stdio.h>
#define H 14
#define W 18
static unsigned char A[H][W], B[H][W];
static void run(int h, int w)
{
    int t, y, x;
    for (y = 0; y < h; y++) for (x = 0; x < w; x++) A[y][x] = (unsigned char)(((x * 5 + y * 3) % 7) < 4);
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++) {
                int ym = y > 0 ? y - 1 : 0, yp = y < h - 1 ? y + 1 : h - 1;
                int xm = x > 0 ? x - 1 : 0, xp = x < w - 1 ? x + 1 : w - 1;
                unsigned char m = A[y][x] & A[ym][x] & A[yp][x] & A[y][xm] & A[y][xp];
                unsigned char M = A[y][x] | A[ym][x] | A[yp][x] | A[y][xm] | A[y][xp];
                B[y][x] = t % 2 ? M : m;
            }
#pragma bbmm
        for (y = 0; y < h; y++)
            for (x = 0; x < w; x++)
                A[y][x] = B[y][x];
    }
    printf("h=%d w=%d\n", h, w);
    for (y = 0; y < h; y++) { for (x = 0; x < w; x++) putchar('0' + A[y][x]); putchar('\n'); }
}
int main(void)
{
    run(0, 0); run(1, 1); run(1, 5); run(2, 2); run(5, 7); run(14, 18);
    return 0;
}
