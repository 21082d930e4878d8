/* 2-D shallow water, Lax-Friedrichs on flat float arrays with IX macro + array() clause, reflective boundaries in separate loops, host CFL max over arrays each step */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define IX(i, j) ((i) * (m) + (j))
static void lf_step(int n, int m, float *h, float *hu, float *hv, float *nh, float *nhu, float *nhv, float c)
{
    int i, j;
#pragma bbmm array(h[n][m], hu[n][m], hv[n][m], nh[n][m], nhu[n][m], nhv[n][m])
    {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < m - 1; j++) {
                nh[IX(i, j)] = 0.25f * (h[IX(i-1, j)] + h[IX(i+1, j)] + h[IX(i, j-1)] + h[IX(i, j+1)])
                    - c * (hu[IX(i+1, j)] - hu[IX(i-1, j)] + hv[IX(i, j+1)] - hv[IX(i, j-1)]);
                nhu[IX(i, j)] = 0.25f * (hu[IX(i-1, j)] + hu[IX(i+1, j)] + hu[IX(i, j-1)] + hu[IX(i, j+1)])
                    - c * (h[IX(i+1, j)] - h[IX(i-1, j)]);
                nhv[IX(i, j)] = 0.25f * (hv[IX(i-1, j)] + hv[IX(i+1, j)] + hv[IX(i, j-1)] + hv[IX(i, j+1)])
                    - c * (h[IX(i, j+1)] - h[IX(i, j-1)]);
            }
        if (m > 1)
        for (i = 1; i < n - 1; i++) {
            nh[IX(i, 0)] = nh[IX(i, 1)]; nh[IX(i, m-1)] = nh[IX(i, m-2)];
            nhu[IX(i, 0)] = nhu[IX(i, 1)]; nhu[IX(i, m-1)] = nhu[IX(i, m-2)];
            nhv[IX(i, 0)] = -nhv[IX(i, 1)]; nhv[IX(i, m-1)] = -nhv[IX(i, m-2)];
        }
        for (j = 0; j < m; j++) {
            nh[IX(0, j)] = nh[IX(1, j)]; nh[IX(n-1, j)] = nh[IX(n-2, j)];
            nhu[IX(0, j)] = -nhu[IX(1, j)]; nhu[IX(n-1, j)] = -nhu[IX(n-2, j)];
            nhv[IX(0, j)] = nhv[IX(1, j)]; nhv[IX(n-1, j)] = nhv[IX(n-2, j)];
        }
    }
}
int main(void)
{
    int sz[][2] = {{3, 3}, {3, 7}, {4, 4}, {11, 9}, {32, 40}};
    for (int s = 0; s < 5; s++) {
        int n = sz[s][0], m = sz[s][1], N = n * m;
        float *h = malloc(N * sizeof(float)), *hu = malloc(N * sizeof(float)), *hv = malloc(N * sizeof(float));
        float *nh = malloc(N * sizeof(float)), *nhu = malloc(N * sizeof(float)), *nhv = malloc(N * sizeof(float));
        for (int k = 0; k < N; k++) { h[k] = 1.0f + ((k % m) == m / 2 && (k / m) == n / 2 ? 0.5f : 0.0f); hu[k] = hv[k] = 0.0f; nh[k] = nhu[k] = nhv[k] = 0.0f; }
        for (int t = 0; t < 6; t++) {
            float vmax = 0.0f;
            for (int k = 0; k < N; k++) { float v = fabsf(hu[k] / h[k]) + sqrtf(9.81f * h[k]); if (v > vmax) vmax = v; }
            float c = 0.1f / (vmax + 1.0f);
            lf_step(n, m, h, hu, hv, nh, nhu, nhv, c);
            float *tp;
            tp = h; h = nh; nh = tp; tp = hu; hu = nhu; nhu = tp; tp = hv; hv = nhv; nhv = tp;
            double mass = 0.0;
            for (int k = 0; k < N; k++) mass += h[k];
            printf("%d %d t=%d c=%a mass=%a\n", n, m, t, c, mass);
        }
        for (int k = 0; k < N; k += 3) printf("%a %a %a\n", h[k], hu[k], hv[k]);
        free(h); free(hu); free(hv); free(nh); free(nhu); free(nhv);
    }
    return 0;
}
