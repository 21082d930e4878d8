/* float arrays updated with double literals through compound assignments (*= 0.5, += 0.1, /= 3.0), mixed with float literals and int counters */
#include <stdio.h>
#define N 40
static float a[N][N], b[N][N];
static double acc[N];

static void mix(int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++) {
                a[i][j] *= 0.5;
                a[i][j] += 0.1;
                b[i][j] /= 3.0;
                b[i][j] -= a[i][j] * 0.3f + i * 1e-3;
            }
        for (i = 0; i < n; i++) {
            acc[i] = 0.0f;
            for (j = 0; j < n; j++) acc[i] += a[i][j] * b[i][j] + 0.1f;
        }
    }
}

int main(void)
{
    int ns[] = {0, 1, 3, 11, 40};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { a[i][j] = (float)(i - j) / 7.0f; b[i][j] = (float)(i * j % 9) + 0.3f; }
        for (int t = 0; t < 3; t++) mix(n);
        for (int i = 0; i < n; i++) printf("%a %a %a\n", a[i][i], b[i][n - 1 - i], acc[i]);
        printf("--\n");
    }
    return 0;
}
