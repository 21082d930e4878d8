/* scalars computed by statements outside all loops (adi's DX, deriche's a1 = a5 = k) are evaluated on the host in order and passed at each launch */
// expect-output: a5 = \(k \* 0\.5\)
// expect-output: a1 = a5[^ ]
// expect-output: scale = \(scale \* 2\.0\)
// expect-output: bbmm_u = \{.*\.scale = scale
#include <math.h>
#include <stdio.h>
#define N 17
double A[N][N], B[N][N];
static void run(int n, double alpha)
{
    int i, j;
    double k, a1, a5, scale, dx;
#pragma scop
    dx = 1.0 / (double)n;
    k = (1.0 - exp(-alpha)) * (1.0 - exp(-alpha)) / (1.0 + 2.0 * alpha * exp(-alpha) - exp(2.0 * alpha));
    a1 = a5 = k * 0.5;
    scale = dx;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            B[i][j] = a1 * A[i][j] + a5 * scale;
    scale = scale * 2.0;
    for (i = 1; i < n; i++)
        for (j = 0; j < n; j++)
            A[i][j] = B[i - 1][j] * scale + dx;
#pragma endscop
    printf("%a %a %a %a %a\n", dx, k, a1, a5, scale);
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = (double)(i * (j + 2) % N) / N;
    run(N, 0.25);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
