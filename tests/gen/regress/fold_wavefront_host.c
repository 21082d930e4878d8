/* NPB LU's blts as it is written: a wavefront over i and j (v[i][j] reads v[i - 1][j] and v[i][j - 1]) around 5x5 block algebra through the shared scratch t[5][5], some 250 references; its kernels would be a few work-items inside two host loops, a launch per (i, j), so the region runs as written on the host and says why */
// expect-stderr: @DIR@/fold_wavefront_host.c:13:13: warning: 2 loops of this large region (228 references) stay on the host around its kernels, a launch per iteration: it runs as written, on the host
#include <stdio.h>
#define N 10
static double d[N][N][5][5], v[N][N][5], t[5][5], tp;

static void blts(void)
{
    int i, j, q;
#pragma bbmm
    for (i = 1; i < N; i++)
        for (j = 1; j < N; j++) {
            for (q = 0; q < 5; q++)
                t[0][q] = d[i][j][0][q] + v[i - 1][j][q] * 0.125 + v[i][j - 1][q] * 0.25;
            for (q = 0; q < 5; q++)
                t[1][q] = d[i][j][1][q] + v[i - 1][j][q] * 0.125 + v[i][j - 1][q] * 0.25;
            for (q = 0; q < 5; q++)
                t[2][q] = d[i][j][2][q] + v[i - 1][j][q] * 0.125 + v[i][j - 1][q] * 0.25;
            for (q = 0; q < 5; q++)
                t[3][q] = d[i][j][3][q] + v[i - 1][j][q] * 0.125 + v[i][j - 1][q] * 0.25;
            for (q = 0; q < 5; q++)
                t[4][q] = d[i][j][4][q] + v[i - 1][j][q] * 0.125 + v[i][j - 1][q] * 0.25;
            tp = 1.0 / t[0][0];
            t[1][1] = t[1][1] - t[1][0] * tp * t[0][1];
            t[1][2] = t[1][2] - t[1][0] * tp * t[0][2];
            t[1][3] = t[1][3] - t[1][0] * tp * t[0][3];
            t[1][4] = t[1][4] - t[1][0] * tp * t[0][4];
            v[i][j][1] = v[i][j][1] - t[1][0] * tp * v[i][j][0];
            t[2][1] = t[2][1] - t[2][0] * tp * t[0][1];
            t[2][2] = t[2][2] - t[2][0] * tp * t[0][2];
            t[2][3] = t[2][3] - t[2][0] * tp * t[0][3];
            t[2][4] = t[2][4] - t[2][0] * tp * t[0][4];
            v[i][j][2] = v[i][j][2] - t[2][0] * tp * v[i][j][0];
            t[3][1] = t[3][1] - t[3][0] * tp * t[0][1];
            t[3][2] = t[3][2] - t[3][0] * tp * t[0][2];
            t[3][3] = t[3][3] - t[3][0] * tp * t[0][3];
            t[3][4] = t[3][4] - t[3][0] * tp * t[0][4];
            v[i][j][3] = v[i][j][3] - t[3][0] * tp * v[i][j][0];
            t[4][1] = t[4][1] - t[4][0] * tp * t[0][1];
            t[4][2] = t[4][2] - t[4][0] * tp * t[0][2];
            t[4][3] = t[4][3] - t[4][0] * tp * t[0][3];
            t[4][4] = t[4][4] - t[4][0] * tp * t[0][4];
            v[i][j][4] = v[i][j][4] - t[4][0] * tp * v[i][j][0];
            tp = 1.0 / t[1][1];
            t[2][2] = t[2][2] - t[2][1] * tp * t[1][2];
            t[2][3] = t[2][3] - t[2][1] * tp * t[1][3];
            t[2][4] = t[2][4] - t[2][1] * tp * t[1][4];
            v[i][j][2] = v[i][j][2] - t[2][1] * tp * v[i][j][1];
            t[3][2] = t[3][2] - t[3][1] * tp * t[1][2];
            t[3][3] = t[3][3] - t[3][1] * tp * t[1][3];
            t[3][4] = t[3][4] - t[3][1] * tp * t[1][4];
            v[i][j][3] = v[i][j][3] - t[3][1] * tp * v[i][j][1];
            t[4][2] = t[4][2] - t[4][1] * tp * t[1][2];
            t[4][3] = t[4][3] - t[4][1] * tp * t[1][3];
            t[4][4] = t[4][4] - t[4][1] * tp * t[1][4];
            v[i][j][4] = v[i][j][4] - t[4][1] * tp * v[i][j][1];
            tp = 1.0 / t[2][2];
            t[3][3] = t[3][3] - t[3][2] * tp * t[2][3];
            t[3][4] = t[3][4] - t[3][2] * tp * t[2][4];
            v[i][j][3] = v[i][j][3] - t[3][2] * tp * v[i][j][2];
            t[4][3] = t[4][3] - t[4][2] * tp * t[2][3];
            t[4][4] = t[4][4] - t[4][2] * tp * t[2][4];
            v[i][j][4] = v[i][j][4] - t[4][2] * tp * v[i][j][2];
            tp = 1.0 / t[3][3];
            t[4][4] = t[4][4] - t[4][3] * tp * t[3][4];
            v[i][j][4] = v[i][j][4] - t[4][3] * tp * v[i][j][3];
        }
}

int main(void)
{
    int i, j, m, q;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (m = 0; m < 5; m++) {
                v[i][j][m] = (double)((i * 3 + j * 5 + m) % 7) / 8.0;
                for (q = 0; q < 5; q++)
                    d[i][j][m][q] = (m == q ? 4.0 : 0.0) + (double)((i + j + m * q) % 5) / 16.0;
            }
    blts();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (m = 0; m < 5; m++)
                printf("%a\n", v[i][j][m]);
    return 0;
}
