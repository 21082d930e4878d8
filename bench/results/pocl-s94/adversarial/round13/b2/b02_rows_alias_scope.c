/* f(n, C + 1, C): rows of one matrix as two row pointers, the region writes one, inside a data scope with host writes and updates between */
#include <stdio.h>
#define N 16
static double C[N][N], D[N][N];
static void rowmix(int n, double (*dst)[N], double (*src)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            dst[i][j] = 0.5 * src[i][j] + 0.25 * dst[i][j];
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { C[i][j] = i * N + j; D[i][j] = (i - j) * 0.5; }
#pragma bbmm data(C, D)
    for (t = 0; t < 3; t++) {
        rowmix(N - 1, C + 1, C);
        rowmix(N - 1, D, C + 1);
        rowmix(N - 2, C, C + 2);
#pragma bbmm update host(C)
        C[t][t] += 100.0;
#pragma bbmm update device(C)
        rowmix(N, D, D);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", C[i][j], D[i][j]);
    return 0;
}
