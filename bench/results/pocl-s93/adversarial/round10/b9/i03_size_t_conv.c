/* 1-D "valid" convolution and correlation with size_t iterators and i + k <= n bounds, plus a 2-D valid convolution with size_t; kernel length varies */
#include <stdio.h>
#include <stddef.h>
#define N 64
#define K 7
static double sig[N], ker[K], out[N];
static float img[N][N], k2[K][K], o2[N][N];

static void conv(size_t n, size_t k)
{
    size_t i, j, a, b;
#pragma bbmm
    {
        for (i = 0; i + k <= n; i++) {
            double s = 0.0;
            for (j = 0; j < k; j++) s += sig[i + j] * ker[k - 1 - j];
            out[i] = s;
        }
        for (i = 0; i + k <= n; i++)
            for (j = 0; j + k <= n; j++) {
                float s = 0.0f;
                for (a = 0; a < k; a++)
                    for (b = 0; b < k; b++)
                        s += img[i + a][j + b] * k2[a][b];
                o2[i][j] = s;
            }
    }
}

int main(void)
{
    size_t ns[] = {0, 1, 3, 7, 20, 64}, ks[] = {1, 1, 2, 7, 3, 5};
    for (int c = 0; c < 6; c++) {
        for (int i = 0; i < N; i++) { sig[i] = (i * 5 % 9) - 4.0; out[i] = -1; for (int j = 0; j < N; j++) { img[i][j] = (float)((i + 2 * j) % 5); o2[i][j] = -1; } }
        for (int a = 0; a < K; a++) { ker[a] = 1.0 / (a + 1); for (int b = 0; b < K; b++) k2[a][b] = (float)(a - b) * 0.25f; }
        conv(ns[c], ks[c]);
        double s1 = 0, s2 = 0;
        for (int i = 0; i < N; i++) { s1 += out[i] * (i + 1); for (int j = 0; j < N; j++) s2 += o2[i][j] * (1 + i * j % 7); }
        printf("n=%zu k=%zu %a %a\n", ns[c], ks[c], s1, s2);
    }
    return 0;
}
