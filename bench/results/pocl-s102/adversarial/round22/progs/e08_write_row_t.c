/* each step writes row t % n from all rows (serial t), plus a stencil */
#include <stdio.h>
#define N 28
static double a[N][N], s[N];
int main(void)
{
    int i, j, t, n = N;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) a[i][j] = (double)((i * 7 + j) % 13) / 12.0;
    for (t = 0; t < 2 * N; t++) {
#pragma bbmm
        for (j = 0; j < n; j++) {
            s[j] = 0.0;
            for (i = 0; i < n; i++)
                s[j] += a[i][j];
        }
#pragma bbmm
        for (j = 0; j < n; j++)
            a[t % n][j] = s[j] / (double)n;
    }
    for (i = 0; i < N; i += 2) printf("%a %a\n", a[i][(i * 3) % N], s[i]);
    return 0;
}
