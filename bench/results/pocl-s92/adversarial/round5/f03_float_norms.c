/* float vectors: per-row float norms with sqrtf, normalise rows, column sums in double */
#include <stdio.h>
#include <math.h>
#define N 19
static float V[N][N];
static float nr[N];
static double cs[N];
static void norms(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++) {
            float s = 0.0f;
            for (j = 0; j < m; j++) s += V[i][j] * V[i][j];
            nr[i] = sqrtf(s);
        }
        for (i = 0; i < n; i++)
            for (j = 0; j < m; j++)
                V[i][j] = nr[i] > 0.0f ? V[i][j] / nr[i] : 0.0f;
        for (j = 0; j < m; j++) {
            cs[j] = 0.0;
            for (i = 0; i < n; i++) cs[j] += V[i][j];
        }
    }
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 6) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) V[i][j] = (float)((i * 3 + j) % 7) * 0.3f - 0.9f;
        norms(n, N - n);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a\n", (double)nr[i]);
        for (j = 0; j < N - n; j++) printf("%a\n", cs[j]);
    }
    return 0;
}
