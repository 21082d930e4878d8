/* integral image on int image with long sums: row prefix then column prefix in one region, then box-filter queries from the table (size_t iterators) */
#include <stdio.h>
#include <stddef.h>
#define H 37
#define W 29
static int img[H][W];
static long S[H + 1][W + 1];
static long box[H][W];

static void integral(size_t h, size_t w, int r)
{
    size_t i, j;
#pragma bbmm
    {
        for (j = 0; j <= w; j++) S[0][j] = 0;
        for (i = 1; i <= h; i++) {
            S[i][0] = 0;
            for (j = 1; j <= w; j++)
                S[i][j] = S[i][j - 1] + img[i - 1][j - 1];
        }
        for (i = 1; i <= h; i++)
            for (j = 1; j <= w; j++)
                S[i][j] += S[i - 1][j];
    }
#pragma bbmm
    for (i = r; i + r < h; i++)
        for (j = r; j + r < w; j++)
            box[i][j] = S[i + r + 1][j + r + 1] - S[i - r][j + r + 1] - S[i + r + 1][j - r] + S[i - r][j - r];
}

int main(void)
{
    size_t hs[] = {0, 1, 2, 5, 37}, ws[] = {3, 1, 2, 6, 29};
    for (int c = 0; c < 5; c++) {
        for (int i = 0; i < H; i++)
            for (int j = 0; j < W; j++) { img[i][j] = (i * 13 + j * 7) % 17 - 8; box[i][j] = -1; }
        for (int r = 0; r < 3; r++) {
            integral(hs[c], ws[c], r);
            unsigned long cs = 0;
            for (int i = 0; i < H; i++)
                for (int j = 0; j < W; j++) cs = cs * 3u + (unsigned long)box[i][j];
            printf("h=%zu w=%zu r=%d total=%ld cs=%lu\n", hs[c], ws[c], r, S[hs[c]][ws[c]], cs);
        }
    }
    return 0;
}
