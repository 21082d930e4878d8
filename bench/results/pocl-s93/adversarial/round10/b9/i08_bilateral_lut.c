/* bilateral-like filter on float image: spatial weights from a const table, range weight 1/(1+d*d*k) (no exp), normalised sum over a 5x5 window with clamped interior range */
#include <stdio.h>
#define H 28
#define W 28
static const float sw[5][5] = {{.1f,.2f,.3f,.2f,.1f},{.2f,.5f,.7f,.5f,.2f},{.3f,.7f,1.f,.7f,.3f},{.2f,.5f,.7f,.5f,.2f},{.1f,.2f,.3f,.2f,.1f}};
static float in[H][W], out[H][W];

static void bilateral(int h, int w, float k)
{
    int y, x, a, b;
#pragma bbmm
    for (y = 2; y < h - 2; y++)
        for (x = 2; x < w - 2; x++) {
            float num = 0.0f, den = 0.0f, c = in[y][x];
            for (a = -2; a <= 2; a++)
                for (b = -2; b <= 2; b++) {
                    float d = in[y + a][x + b] - c;
                    float wt = sw[a + 2][b + 2] / (1.0f + d * d * k);
                    num += wt * in[y + a][x + b];
                    den += wt;
                }
            out[y][x] = num / den;
        }
}

int main(void)
{
    int sz[][2] = {{4, 4}, {5, 5}, {6, 9}, {H, W}};
    for (int s = 0; s < 4; s++) {
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) { in[y][x] = (float)((x > W / 2) * 10 + (y * 3 + x * 5) % 4); out[y][x] = 0.0f; }
        bilateral(sz[s][0], sz[s][1], 0.3f);
        double cs = 0;
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) cs += out[y][x] * (1 + y + 2 * x);
        printf("%dx%d %a %a\n", sz[s][0], sz[s][1], cs, out[sz[s][0] / 2][sz[s][1] / 2]);
    }
    return 0;
}
