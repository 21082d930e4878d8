/* Kahan compensated row sums (parallel over rows, strict order inside), plus naive float sums for comparison, and pairwise-halving sums with a host loop */
#include <stdio.h>
#define R 40
#define C 64
static float X[R][C], ks[R], ns_[R];
static float P[C];

static void sums(int r, int c)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < r; i++) {
        float s = 0.0f, comp = 0.0f, naive = 0.0f;
        for (j = 0; j < c; j++) {
            float y = X[i][j] - comp;
            float t = s + y;
            comp = (t - s) - y;
            s = t;
            naive += X[i][j];
        }
        ks[i] = s; ns_[i] = naive;
    }
}

static void halve(int h)
{
    int j;
#pragma bbmm
    for (j = 0; j < h; j++)
        P[j] = P[2 * j] + P[2 * j + 1];
}

int main(void)
{
    int sz[][2] = {{1, 1}, {2, 3}, {7, 64}, {R, C}};
    for (int s = 0; s < 4; s++) {
        for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) X[i][j] = 1.0f / (1 + (i * 7 + j * 13) % 97) + (j % 2 ? 1e4f : 0.0f);
        sums(sz[s][0], sz[s][1]);
        for (int i = 0; i < sz[s][0]; i++) printf("%a %a\n", ks[i], ns_[i]);
        int n = 64 >> s;
        for (int j = 0; j < C; j++) P[j] = X[s][j];
        for (int len = n; len > 1; len /= 2) halve(len / 2);
        printf("pair=%a\n", P[0]);
    }
    return 0;
}
