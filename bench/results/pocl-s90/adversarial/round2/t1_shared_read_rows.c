/* a table whose rows repeat (read only) and a write table whose rows are disjoint; float and int tables */
#include <stdio.h>
#include <stdlib.h>
static void f(float **src, int **cnt, float **dst, int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) {
            dst[i][j] = src[i][j] * 1.5f + src[(i + 1) % 4][j];
            cnt[i][j] += (int)j - i;
        }
}
int main(void)
{
    int N = 6, M = 5, i, j, n;
    float *base[2], **src = malloc(N * sizeof(float *)), **dst = malloc(N * sizeof(float *));
    int **cnt = malloc(N * sizeof(int *));
    for (i = 0; i < 2; i++) { base[i] = malloc(M * sizeof(float)); for (j = 0; j < M; j++) base[i][j] = 0.3f * (i + 1) * j; }
    for (i = 0; i < N; i++) {
        src[i] = base[i % 2];
        dst[i] = malloc(M * sizeof(float)); cnt[i] = malloc(M * sizeof(int));
        for (j = 0; j < M; j++) { dst[i][j] = 0.0f; cnt[i][j] = i * j; }
    }
    for (n = 0; n <= N; n += 2) f(src, cnt, dst, n, M - n % 3);
    for (i = 0; i < N; i++) for (j = 0; j < M; j++) printf("%a %d\n", (double)dst[i][j], cnt[i][j]);
    return 0;
}
