/* BiCG kernel pieces in a power-like iteration: q = A p and s = A^T r as sibling nests, plus elementwise nests, host normalises */
#include <stdio.h>
#include <math.h>
#define N 36
#define M 30
static double A[N][M], p[M], r[N], q[N], s[M], w[N];

static void bicg(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (j = 0; j < m; j++) {
            s[j] = 0.0;
            for (i = 0; i < n; i++)
                s[j] = s[j] + r[i] * A[i][j];
        }
        for (i = 0; i < n; i++) {
            q[i] = 0.0;
            for (j = 0; j < m; j++)
                q[i] = q[i] + A[i][j] * p[j];
        }
        for (i = 0; i < n; i++)
            w[i] = r[i] * 0.5 - (i > 0 ? r[i - 1] : 0.0);
    }
}

int main(void)
{
    int sz[][2] = {{0, 3}, {1, 1}, {2, 5}, {7, 3}, {N, M}};
    for (int c = 0; c < 5; c++) {
        int n = sz[c][0], m = sz[c][1];
        for (int i = 0; i < N; i++) { r[i] = (i % 5) - 2.0; for (int j = 0; j < M; j++) A[i][j] = ((i * j) % 9 - 4) * 0.125; }
        for (int j = 0; j < M; j++) p[j] = 1.0 / (j + 1);
        for (int it = 0; it < 4; it++) {
            bicg(n, m);
            double nq = 0, ns = 0;
            for (int i = 0; i < n; i++) nq += q[i] * q[i];
            for (int j = 0; j < m; j++) ns += s[j] * s[j];
            nq = sqrt(nq) + 1.0; ns = sqrt(ns) + 1.0;
            for (int j = 0; j < m; j++) p[j] = s[j] / ns;
            for (int i = 0; i < n; i++) r[i] = q[i] / nq + w[i] * 0.01;
            printf("n=%d m=%d it=%d %a %a\n", n, m, it, nq, ns);
        }
    }
    return 0;
}
