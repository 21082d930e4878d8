#include <stdio.h>
#define H 64
#define W 96
unsigned char img[H][W];
unsigned int acc[H][W];
int main(void)
{
    int i, j, k;
    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++) {
            img[i][j] = (unsigned char)((i * 37 + j * 11) & 255);
            acc[i][j] = 0u;
        }
#pragma bbmm name(uch)
    for (k = 0; k < H; k++)
        for (i = 0; i < H; i++)
            for (j = 0; j < W; j++)
                acc[i][j] = acc[i][j] * 3u + (unsigned)(img[k][j] ^ img[i][(j + k) % W]);
    unsigned long s = 0;
    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++)
            s = s * 31u + acc[i][j];
    printf("%lu\n", s);
    return 0;
}
