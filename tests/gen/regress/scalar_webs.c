/* one scalar reused by two sweeps (deriche's ym1, ym2): one private copy per web, each sweep parallel over rows */
// expect-output: kernel void bbmm_r0_n0
// expect-output: kernel void bbmm_r0_n1
// expect-output: "    float ym1
// expect-output: "    float xm1
#include <stdio.h>
#define W 9
#define H 14
float X[W][H], Y1[W][H], Y2[W][H];
int main(void)
{
    int i, j;
    float ym1, ym2, xm1;
    for (i = 0; i < W; i++)
        for (j = 0; j < H; j++)
            X[i][j] = (float)((313 * i + 991 * j) % 65536) / 65535.0f;
#pragma scop
    for (i = 0; i < W; i++) {
        ym1 = 0.0f;
        ym2 = 0.0f;
        xm1 = 0.0f;
        for (j = 0; j < H; j++) {
            Y1[i][j] = 0.25f * X[i][j] + 0.5f * xm1 + 0.125f * ym1 - 0.0625f * ym2;
            xm1 = X[i][j];
            ym2 = ym1;
            ym1 = Y1[i][j];
        }
    }
    for (i = 0; i < W; i++) {
        ym1 = 1.0f;
        ym2 = 0.5f;
        for (j = H - 1; j >= 0; j--) {
            Y2[i][j] = 0.75f * Y1[i][j] + 0.125f * ym1 + 0.0625f * ym2;
            ym2 = ym1;
            ym1 = Y2[i][j];
        }
    }
#pragma endscop
    for (i = 0; i < W; i++)
        for (j = 0; j < H; j++)
            printf("%a %a\n", Y1[i][j], Y2[i][j]);
    return 0;
}
