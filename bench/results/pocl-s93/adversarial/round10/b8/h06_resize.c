/* image downsample by 2 (2x2 box mean on unsigned short) and upsample by 2 with bilinear interpolation at affine positions (out[2i+1] = mean of in[i], in[i+1]) */
#include <stdio.h>
#define H 32
#define W 40
static unsigned short src[H][W], half[H / 2][W / 2];
static float up[H][W];

static void resize(int h, int w)
{
    int i, j;
    int hh = h / 2, hw = w / 2;
#pragma bbmm
    {
        for (i = 0; i < hh; i++)
            for (j = 0; j < hw; j++)
                half[i][j] = (unsigned short)((src[2 * i][2 * j] + src[2 * i][2 * j + 1] + src[2 * i + 1][2 * j] + src[2 * i + 1][2 * j + 1] + 2) / 4);
        for (i = 0; i < hh; i++)
            for (j = 0; j < hw; j++) {
                int i1 = i + 1 < hh ? i + 1 : i, j1 = j + 1 < hw ? j + 1 : j;
                up[2 * i][2 * j] = half[i][j];
                up[2 * i][2 * j + 1] = 0.5f * (half[i][j] + half[i][j1]);
                up[2 * i + 1][2 * j] = 0.5f * (half[i][j] + half[i1][j]);
                up[2 * i + 1][2 * j + 1] = 0.25f * (half[i][j] + half[i][j1] + half[i1][j] + half[i1][j1]);
            }
    }
}

int main(void)
{
    int sz[][2] = {{1, 1}, {2, 2}, {3, 5}, {8, 6}, {H, W}};
    for (int s = 0; s < 5; s++) {
        for (int i = 0; i < H; i++) for (int j = 0; j < W; j++) { src[i][j] = (unsigned short)((i * 1031 + j * 977) % 4096); up[i][j] = -1.0f; }
        resize(sz[s][0], sz[s][1]);
        double cs = 0;
        for (int i = 0; i < H; i++) for (int j = 0; j < W; j++) cs += up[i][j] * (1 + (i ^ j));
        unsigned long hc = 0;
        for (int i = 0; i < H / 2; i++) for (int j = 0; j < W / 2; j++) hc = hc * 3u + half[i][j];
        printf("%dx%d %a %lu\n", sz[s][0], sz[s][1], cs, hc);
    }
    return 0;
}
