/* PolyBench-style scop with macros for sizes and types, scalars between loops */
#include <stdio.h>
#define _PB_N n
#define DATA_TYPE double
#define SCALAR_VAL(x) x
#define N 26
static DATA_TYPE A[N][N], x1[N], x2[N], y1[N], y2[N];
static void kernel_mvt(int n)
{
    int i, j;
    DATA_TYPE alpha = SCALAR_VAL(1.5);
#pragma scop
    for (i = 0; i < _PB_N; i++)
        for (j = 0; j < _PB_N; j++)
            x1[i] = x1[i] + A[i][j] * y1[j];
    alpha = alpha * 2;
    for (i = 0; i < _PB_N; i++)
        for (j = 0; j < _PB_N; j++)
            x2[i] = x2[i] + alpha * A[j][i] * y2[j];
#pragma endscop
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 13) {
        for (i = 0; i < N; i++) { x1[i] = i * 0.1; x2[i] = 1.0 / (i + 1); y1[i] = i % 3; y2[i] = (i % 4) * 0.25; for (j = 0; j < N; j++) A[i][j] = (i * j % N) * 1.0 / N; }
        kernel_mvt(n);
        for (i = 0; i < N; i++) printf("%a %a\n", x1[i], x2[i]);
    }
    return 0;
}
