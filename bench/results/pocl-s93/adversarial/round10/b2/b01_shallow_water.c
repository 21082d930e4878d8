/* 2-D shallow water, Lax-Friedrichs on float arrays H[2][N][M] with ping-pong index cur passed in, reflective boundaries in separate loops, host CFL max over arrays each step */
#include <stdio.h>
#include <math.h>
#define NN 32
#define MM 40
static float h[2][NN][MM], hu[2][NN][MM], hv[2][NN][MM];
static void lf_step(int n, int m, int cur, float c)
{
    int i, j, nx = 1 - cur;
#pragma bbmm
    {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < m - 1; j++) {
                h[nx][i][j] = 0.25f * (h[cur][i-1][j] + h[cur][i+1][j] + h[cur][i][j-1] + h[cur][i][j+1])
                    - c * (hu[cur][i+1][j] - hu[cur][i-1][j] + hv[cur][i][j+1] - hv[cur][i][j-1]);
                hu[nx][i][j] = 0.25f * (hu[cur][i-1][j] + hu[cur][i+1][j] + hu[cur][i][j-1] + hu[cur][i][j+1])
                    - c * (h[cur][i+1][j] - h[cur][i-1][j]);
                hv[nx][i][j] = 0.25f * (hv[cur][i-1][j] + hv[cur][i+1][j] + hv[cur][i][j-1] + hv[cur][i][j+1])
                    - c * (h[cur][i][j+1] - h[cur][i][j-1]);
            }
        for (i = 1; i < n - 1; i++) {
            h[nx][i][0] = h[nx][i][1]; h[nx][i][m-1] = h[nx][i][m-2];
            hu[nx][i][0] = hu[nx][i][1]; hu[nx][i][m-1] = hu[nx][i][m-2];
            hv[nx][i][0] = -hv[nx][i][1]; hv[nx][i][m-1] = -hv[nx][i][m-2];
        }
        for (j = 0; j < m; j++) {
            h[nx][0][j] = h[nx][1][j]; h[nx][n-1][j] = h[nx][n-2][j];
            hu[nx][0][j] = -hu[nx][1][j]; hu[nx][n-1][j] = -hu[nx][n-2][j];
            hv[nx][0][j] = hv[nx][1][j]; hv[nx][n-1][j] = hv[nx][n-2][j];
        }
    }
}
int main(void)
{
    int sz[][2] = {{3, 3}, {3, 7}, {4, 4}, {11, 9}, {32, 40}};
    for (int s = 0; s < 5; s++) {
        int n = sz[s][0], m = sz[s][1], cur = 0;
        for (int b = 0; b < 2; b++) for (int i = 0; i < NN; i++) for (int j = 0; j < MM; j++) {
            h[b][i][j] = 1.0f + (i == n / 2 && j == m / 2 ? 0.5f : 0.0f); hu[b][i][j] = hv[b][i][j] = 0.0f; }
        for (int t = 0; t < 6; t++) {
            float vmax = 0.0f;
            for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) {
                float v = fabsf(hu[cur][i][j] / h[cur][i][j]) + sqrtf(9.81f * h[cur][i][j]); if (v > vmax) vmax = v; }
            float c = 0.1f / (vmax + 1.0f);
            lf_step(n, m, cur, c);
            cur = 1 - cur;
            double mass = 0.0;
            for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) mass += h[cur][i][j];
            printf("%d %d t=%d c=%a mass=%a\n", n, m, t, c, mass);
        }
        for (int i = 0; i < n; i++) for (int j = 0; j < m; j += 3) printf("%a %a %a\n", h[cur][i][j], hu[cur][i][j], hv[cur][i][j]);
    }
    return 0;
}
